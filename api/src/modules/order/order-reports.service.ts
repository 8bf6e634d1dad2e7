import type { Db } from '../../db/knex.ts';
import { createBestSellers } from './best-sellers.ts';
import { orderExport, type OrderExportDeps } from './order-export.ts';
import { orderFigures, type SummaryRange } from './order-summary.ts';
import { unitsSold } from './units-sold.ts';

/** What the seller's summary and the orders export read of orders: aggregates and pages. */
export function createOrderReports(db: Db) {
  const bestSellers = createBestSellers();
  return {
    /** Every figure of the summary that comes from orders (order-summary.ts). */
    figures: (range: SummaryRange) => orderFigures(db, range, bestSellers),
    /** The CSV of orders placed in [start, end), a page of orders at a time (order-export.ts). */
    exportCsv: (
      range: { start: number; end: number },
      timeZone: string,
      skusOf: OrderExportDeps['skusOf'],
    ) => orderExport({ db, timeZone, skusOf }, range),
    /** Product ids by units sold since `since`, most first (the home page's Best Sellers). */
    unitsSold: (since: number, limit: number) => unitsSold(db, since, limit),
  };
}
export type OrderReports = ReturnType<typeof createOrderReports>;

export type { SummaryRange } from './order-summary.ts';
