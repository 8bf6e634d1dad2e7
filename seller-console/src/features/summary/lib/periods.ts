import type { DayRange } from '@kirana/api/client/summary-queries';
import { addDays } from '../../../lib/delivery-slot.ts';

/** The Today screen's views: today beside yesterday, the last 7 and the last 30 days. */
export const PERIODS = [
  { value: 'today', label: 'Today', days: 1 },
  { value: '7', label: '7 days', days: 7 },
  { value: '30', label: '30 days', days: 30 },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

export const periodOf = (text: string | null): Period =>
  PERIODS.find((p) => p.value === text)?.value ?? 'today';

export const labelOf = (period: Period): string =>
  PERIODS.find((p) => p.value === period)?.label ?? period;

/** The shop's days of `period` ending on `today` (YYYY-MM-DD, the shop's own). */
export function rangeOf(period: Period, today: string): Required<DayRange> {
  const days = PERIODS.find((p) => p.value === period)?.days ?? 1;
  return { from: addDays(today, 1 - days), to: today };
}

export const yesterdayOf = (today: string): DayRange => {
  const day = addDays(today, -1);
  return { from: day, to: day };
};
