import { LRUCache } from 'lru-cache';
import { WEEKDAYS, type Weekday } from '../contract/delivery.ts';

// Dates, weekdays and instants in the shop's time zone (SHOP_TIME_ZONE), whatever the
// server's own: Intl does the zone's rules (offsets, summer time), no library needed. The
// delivery slots and the seller's summary and export share it.

/** A day in the shop's calendar. */
export interface ShopDay {
  /** YYYY-MM-DD */
  date: string;
  weekday: Weekday;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
export function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the shop's clocks show `clock` (HH:MM) on `date` (YYYY-MM-DD). Remembered: a
 * quote asks for every slot of the week (up to 350), and Intl is slow next to a Map.
 */
export function instantOf(date: string, clock: string, timeZone: string): number {
  const key = `${timeZone} ${date} ${clock}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    instant = computeInstant(date, clock, timeZone);
    instants.set(key, instant);
  }
  return instant;
}

const instants = new LRUCache<string, number>({ max: 20_000 });

function computeInstant(date: string, clock: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the first guess, then at the instant it gives: right across a change of
  // summer time too.
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** `count` days of the shop's calendar from the day it is at `now`, today first. */
export function shopDays(now: number, timeZone: string, count: number): ShopDay[] {
  const today = wallClock(now, timeZone);
  const noon = Date.UTC(today.year, today.month - 1, today.day, 12);
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(noon + i * DAY_MS);
    return {
      date: day.toISOString().slice(0, 10),
      // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
      weekday: WEEKDAYS[(day.getUTCDay() + 6) % 7] as Weekday,
    };
  });
}

/** The date `days` after `date` (YYYY-MM-DD; a negative number goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** How many days from `from` to `to` (YYYY-MM-DD), 0 for the same day. */
export const daysFrom = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** `YYYY-MM-DD HH:MM` of `instant` on the shop's clocks (for a spreadsheet). */
export function shopDateTime(instant: number, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${two(w.month)}-${two(w.day)} ${two(w.hour)}:${two(w.minute)}`;
}

/** The shop's date (YYYY-MM-DD) at `instant`. */
export const shopDate = (instant: number, timeZone: string): string =>
  shopDateTime(instant, timeZone).slice(0, 10);

/**
 * From `until` back to the previous segment's end (or the range's start) the zone is
 * `offset` ms ahead of UTC: local day of an instant t in it is ⌊(t + offset) / day⌋.
 */
export interface OffsetSegment {
  until: number;
  offset: number;
}

/**
 * The zone's offsets over [start, end), split where summer time begins or ends, so a
 * database can tell each instant's local day with integer arithmetic. One segment for a
 * zone without summer time (Asia/Kolkata); a change is found to the millisecond by halving.
 */
export function offsetSegments(start: number, end: number, timeZone: string): OffsetSegment[] {
  const segments: OffsetSegment[] = [];
  let from = start;
  let offset = offsetAt(start, timeZone);
  // Zones change at most a few times a year and never twice in a day: looking once a day
  // finds every change.
  for (let probe = Math.min(start + DAY_MS, end); ; probe = Math.min(probe + DAY_MS, end)) {
    const at = probe === end ? end - 1 : probe;
    const next = offsetAt(at, timeZone);
    if (next !== offset) {
      let low = from;
      let high = at;
      while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (offsetAt(mid, timeZone) === offset) low = mid;
        else high = mid;
      }
      segments.push({ until: high, offset });
      from = high;
      offset = next;
    }
    if (probe >= end) break;
  }
  segments.push({ until: end, offset });
  return segments;
}
