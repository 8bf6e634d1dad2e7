// The seller's day, with its cache keys, defined once. Summaries live under
// ['orders', 'summary', …]: every live order event and status change invalidates ['orders'],
// so the Today screen follows the shop without asking on a timer.
import { queryOptions } from '@tanstack/react-query';
import type { SummaryResponse } from '../contract/summary.ts';
import type { ApiClient } from './api-client.ts';

/** Days of the shop's calendar, both included (YYYY-MM-DD); none: today. */
export interface DayRange {
  from?: string;
  to?: string;
}

const rangeQuery = ({ from, to }: DayRange) => {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const text = params.toString();
  return text ? `?${text}` : '';
};

export function createSummaryQueries(api: ApiClient) {
  const all = ['orders', 'summary'] as const;
  return {
    all,
    /** Orders, takings, cash, best sellers, the days and low stock of a range (seller). */
    summary: (range: DayRange = {}) =>
      queryOptions({
        queryKey: [...all, range.from ?? 'today', range.to ?? 'today'] as const,
        queryFn: () => api.fetch<SummaryResponse>(`/api/seller/summary${rangeQuery(range)}`),
        select: (data) => data.summary,
      }),
    /** The address of the orders export (a CSV download) for a range. */
    exportUrl: (range: DayRange) => api.url(`/api/order/export${rangeQuery(range)}`),
  };
}

export type SummaryQueries = ReturnType<typeof createSummaryQueries>;
