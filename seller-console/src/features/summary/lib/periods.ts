import type { DayRange } from '@kirana/api/client/summary-queries';
import { t } from '@lingui/core/macro';
import { addDays } from '../../../lib/delivery-slot.ts';

/** The Today screen's views: today beside yesterday, the last 7 and the last 30 days. */
export const PERIODS = [
  { value: 'today', days: 1 },
  { value: '7', days: 7 },
  { value: '30', days: 30 },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

export const periodOf = (text: string | null): Period =>
  PERIODS.find((p) => p.value === text)?.value ?? 'today';

/** The switch's word for a period ("Today", "7 days"), in the active language. */
export function labelOf(period: Period): string {
  switch (period) {
    case 'today':
      return t`Today`;
    case '7':
      return t`7 days`;
    case '30':
      return t`30 days`;
  }
}

/** What the figures cover: "Today", "Last 7 days". */
export function rangeLabelOf(period: Period): string {
  switch (period) {
    case 'today':
      return t`Today`;
    case '7':
      return t`Last 7 days`;
    case '30':
      return t`Last 30 days`;
  }
}

/** The chart's title: "Takings, last 7 days" (the Today view has no chart). */
export const takingsTitleOf = (period: Period): string =>
  period === '30' ? t`Takings, last 30 days` : t`Takings, last 7 days`;

/** The shop's days of `period` ending on `today` (YYYY-MM-DD, the shop's own). */
export function rangeOf(period: Period, today: string): Required<DayRange> {
  const days = PERIODS.find((p) => p.value === period)?.days ?? 1;
  return { from: addDays(today, 1 - days), to: today };
}

export const yesterdayOf = (today: string): DayRange => {
  const day = addDays(today, -1);
  return { from: day, to: day };
};
