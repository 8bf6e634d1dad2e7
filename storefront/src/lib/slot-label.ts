import type { OpenSlot } from '@kirana/api/contract/delivery';
import { t } from '@lingui/core/macro';
import { dateFormat } from '@kirana/ui-kit/lib/intl-locale';

// How slots read to a shopper: "Tomorrow 7–9 am", "Sat 28 Nov 6–8 pm".

const DAY_MS = 86_400_000;
// In the active language (cached per language by intl-locale.ts).
const dayFormat = () =>
  dateFormat('slot-day', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

// Calendar dates only: read as UTC midnights so no zone shifts the day.
// eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO timestamp, not words
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** "Today", "Tomorrow", or "Sat 28 Nov" for a YYYY-MM-DD in the shop's calendar. */
export function dayLabel(date: string, today: string): string {
  const ahead = Math.round((utcDay(date) - utcDay(today)) / DAY_MS);
  if (ahead === 0) return t`Today`;
  if (ahead === 1) return t`Tomorrow`;
  return dayFormat().format(utcDay(date)).replace(',', '');
}

function clock(hhmm: string): { text: string; half: 'am' | 'pm' } {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return {
    text: m === 0 ? String(hour) : `${hour}:${String(m).padStart(2, '0')}`,
    half: h < 12 ? 'am' : 'pm',
  };
}

/** "7–9 am", "11 am–1 pm", "6:30–8 pm". */
export function timeLabel(start: string, end: string): string {
  const from = clock(start);
  const to = clock(end);
  return from.half === to.half
    ? `${from.text}–${to.text} ${to.half}`
    : `${from.text} ${from.half}–${to.text} ${to.half}`;
}

export const slotLabel = (slot: Pick<OpenSlot, 'date' | 'start' | 'end'>, today: string) =>
  `${dayLabel(slot.date, today)} ${timeLabel(slot.start, slot.end)}`;

/** "Sat 28 Nov 7–9 am": a booked slot read later (My Orders), without "Today". */
export const bookedSlotLabel = (slot: Pick<OpenSlot, 'date' | 'start' | 'end'>) =>
  `${dayFormat().format(utcDay(slot.date)).replace(',', '')} ${timeLabel(slot.start, slot.end)}`;
