import type { DayRange } from '@kirana/api/client/summary-queries';
import { useQuery } from '@tanstack/react-query';
import { summaryQueries } from '../../../lib/api-client.ts';

/**
 * The seller's summary of a range of the shop's days (none: today, as the server's clock
 * and SHOP_TIME_ZONE say). Refreshed by every live order event (its key is under orders).
 */
export const useSummary = (range: DayRange, enabled = true) =>
  useQuery({ ...summaryQueries.summary(range), enabled });
