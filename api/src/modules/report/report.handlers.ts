import { Readable } from 'node:stream';
import type { DayRangeQuery, SummaryResponse } from '../../contract/summary.ts';
import type { AppContext } from '../../http/context.ts';

export async function showSummary(ctx: AppContext, query: DayRangeQuery) {
  const body: SummaryResponse = {
    success: true,
    summary: await ctx.services.reports.summary(query),
  };
  ctx.body = body;
}

/** Streamed: a page of orders at a time, never the whole range in memory. */
export async function exportOrders(ctx: AppContext, query: DayRangeQuery) {
  const { range, csv } = ctx.services.reports.ordersCsv(query);
  const name = range.from === range.to ? range.from : `${range.from}-to-${range.to}`;
  ctx.attachment(`kirana-orders-${name}.csv`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = Readable.from(csv);
}
