import type { CalendarDay, OpenSlot } from '../../contract/delivery.ts';
import { beforeCutoff, type SlotRow } from './delivery-rules.ts';
import { instantOf, type ShopDay } from '../../lib/shop-calendar.ts';
import { clockOf } from './slot-calendar.ts';

// The coming week's slots as the shopper and the seller see them, from the slot templates
// and the places booked (`slotId date` → booked).

type Booked = ReadonlyMap<string, number>;

const bookedIn = (booked: Booked, slot: SlotRow, date: string) =>
  booked.get(`${slot.id} ${date}`) ?? 0;

/**
 * The slots a shopper may still choose (cut-off ahead), soonest first, split into those
 * with places left and those already full (shown, but not offered).
 */
export function weekSlots(
  at: number,
  days: readonly ShopDay[],
  slots: readonly SlotRow[],
  booked: Booked,
  timeZone: string,
): { open: OpenSlot[]; full: OpenSlot[] } {
  const ahead: (OpenSlot & { startsAt: number })[] = [];
  for (const day of days) {
    for (const slot of slots) {
      if (!slot.days.includes(day.weekday) || !beforeCutoff(slot, day.date, timeZone, at)) continue;
      const start = clockOf(slot.startMinute);
      ahead.push({
        id: slot.id,
        date: day.date,
        start,
        end: clockOf(slot.endMinute),
        left: Math.max(0, slot.capacity - bookedIn(booked, slot, day.date)),
        startsAt: instantOf(day.date, start, timeZone),
      });
    }
  }
  const sorted = ahead
    .sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id))
    .map(({ startsAt: _, ...slot }) => slot);
  return { open: sorted.filter((s) => s.left > 0), full: sorted.filter((s) => s.left === 0) };
}

/** The seller's week: every slot of every day, booked against capacity, closed or not. */
export function slotCalendar(
  at: number,
  days: readonly ShopDay[],
  slots: readonly SlotRow[],
  booked: Booked,
  timeZone: string,
): CalendarDay[] {
  return days.map((day) => ({
    date: day.date,
    weekday: day.weekday,
    slots: slots
      .filter((slot) => slot.days.includes(day.weekday))
      .sort((a, b) => a.startMinute - b.startMinute)
      .map((slot) => ({
        id: slot.id,
        start: clockOf(slot.startMinute),
        end: clockOf(slot.endMinute),
        capacity: slot.capacity,
        booked: bookedIn(booked, slot, day.date),
        closed: !beforeCutoff(slot, day.date, timeZone, at),
      })),
  }));
}
