// Names of delivery slots as the seller reads them. Slot dates are the shop's calendar days
// (SHOP_TIME_ZONE on the server), so "today" is worked out in the shop's zone: a seller
// travelling, or a browser set to UTC, must still see tomorrow's 7:00 round as "Tomorrow".

import { t } from '@lingui/core/macro';
import { dateFormat } from '@kirana/ui-kit/lib/intl-locale';

/** A booked slot as an order carries it: the shop's date (YYYY-MM-DD) and HH:MM times. */
export interface SlotTime {
  date: string;
  start: string;
  end: string;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The date (YYYY-MM-DD) it is at `at` in `timeZone`, whatever the browser's own zone. */
export function dateIn(timeZone: string, at: number = Date.now()): string {
  const parts = dayFormatter(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// A YYYY-MM-DD is a calendar day, not an instant: it is read and written at UTC midnight so
// no zone (the browser's included) can move it to the day before.
// eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO timestamp for Date, not text
const atUtcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  const day = atUtcMidnight(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

// In the active language (Sat / शनि), made once per language; UTC because the date is a UTC midnight.
const calendarParts = () =>
  dateFormat('slot-day', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

function dayParts(date: string) {
  const parts = calendarParts().formatToParts(atUtcMidnight(date));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), day: part('day'), month: part('month') };
}

/** "Sat 28 Nov". */
export function calendarDay(date: string): string {
  const { weekday, day, month } = dayParts(date);
  return `${weekday} ${day} ${month}`;
}

/**
 * "Today", "Tomorrow", else "Sat 28 Nov". Without `today` (the shop's zone not known yet)
 * every day is named by its date: a wrong "Today" would be worse than none.
 */
export function slotDay(date: string, today?: string): string {
  if (today !== undefined && date === today) return t`Today`;
  if (today !== undefined && date === addDays(today, 1)) return t`Tomorrow`;
  return calendarDay(date);
}

/** "Today 07:00–09:00", "Sat 28 Nov 07:00–09:00". */
export const slotLabel = (slot: SlotTime, today?: string) =>
  `${slotDay(slot.date, today)} ${slot.start}–${slot.end}`;

/** "Fri, 27 Nov, 18:00–20:00": one order's slot, on its own, whatever day it is. */
export function slotDateLabel(slot: SlotTime): string {
  const { weekday, day, month } = dayParts(slot.date);
  return `${weekday}, ${day} ${month}, ${slot.start}–${slot.end}`;
}

/** One key per slot and day; keys sort as the slots come (date, then start, then end). */
export const slotKey = (slot: SlotTime) => `${slot.date} ${slot.start}–${slot.end}`;

/** "07:00" → "7:00", for the week's timetable where hours line up anyway. */
export const shortClock = (clock: string) => clock.replace(/^0(?=\d:)/, '');
