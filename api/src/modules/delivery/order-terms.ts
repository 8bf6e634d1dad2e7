import { SLOT_DAYS_AHEAD } from '../../contract/delivery.ts';
import type { Db } from '../../db/knex.ts';
import { AppError, badRequest, notFound, type Words } from '../../lib/errors.ts';
import { beforeCutoff, feeFor, type Rules, type SlotRow } from './delivery-rules.ts';
import { shopDays } from '../../lib/shop-calendar.ts';
import { clockOf } from './slot-calendar.ts';

/** A refusal a shopper can act on, with its stable `code` (docs/api.md, "Delivery"). */
const refused = (code: string, message: Words) => new AppError(409, message, {}, { code });

/** The slot an order books, as the order keeps it. */
export interface BookedSlot {
  id: string;
  date: string;
  start: string;
  end: string;
  capacity: number;
}

/** What the delivery rules make of one order, read before its transaction. */
export interface OrderTerms {
  /** The fee for goods worth `subtotalPaise`; a 409 BELOW_MINIMUM under the minimum. */
  feeFor(subtotalPaise: number): number;
  slot: BookedSlot | null;
}

/**
 * Checks an order against the shop's rules: its address's PIN code is served, and its
 * slot (required once the shop has slots) is offered on that day, before its cut-off. Places
 * are not counted here: the order's transaction takes one (`delivery.placeTaken`).
 * `pincode` and `pinFee` are read only when the shop lists PIN codes (undefined otherwise,
 * and `pinFee` undefined for a PIN code not listed).
 */
export function orderTerms(options: {
  rules: Rules;
  slots: SlotRow[];
  pincode: string | undefined;
  pinFee: number | null | undefined;
  slot: { id: string; date: string } | undefined;
  timeZone: string;
  now: number;
}): OrderTerms {
  const { rules, pincode, pinFee } = options;
  if (rules.pincodeCount > 0) {
    if (pincode === undefined) throw notFound((w) => w.orders.addressNotFound);
    if (pinFee === undefined)
      throw refused('PINCODE_NOT_SERVED', (w) => w.orders.pincodeNotServed(pincode));
  }
  return {
    feeFor(subtotalPaise) {
      if (subtotalPaise < rules.minOrderPaise)
        throw refused('BELOW_MINIMUM', (w) =>
          w.orders.belowMinimum(
            w.http.money(rules.minOrderPaise),
            w.http.money(rules.minOrderPaise - subtotalPaise),
          ),
        );
      return feeFor(rules, pinFee ?? null, subtotalPaise);
    },
    slot: bookedSlot(options.slots, options.slot, options.timeZone, options.now),
  };
}

function bookedSlot(
  slots: SlotRow[],
  chosen: { id: string; date: string } | undefined,
  timeZone: string,
  now: number,
): BookedSlot | null {
  if (slots.length === 0 && chosen === undefined) return null;
  if (chosen === undefined) throw badRequest((w) => w.orders.chooseSlot);
  const slot = slots.find((s) => s.id === chosen.id);
  const day = shopDays(now, timeZone, SLOT_DAYS_AHEAD).find((d) => d.date === chosen.date);
  if (
    !slot ||
    !day ||
    !slot.days.includes(day.weekday) ||
    !beforeCutoff(slot, day.date, timeZone, now)
  )
    throw refused('SLOT_CLOSED', (w) => w.orders.slotClosed);
  return {
    id: slot.id,
    date: day.date,
    start: clockOf(slot.startMinute),
    end: clockOf(slot.endMinute),
    capacity: slot.capacity,
  };
}

/** The 409 of a slot whose places were all taken while the shopper decided. */
export const slotFull = () => refused('SLOT_FULL', (w) => w.orders.slotFull);

/** Makes sure the slot's day has its row of bookings (outside any order's transaction). */
export async function ensureBookingRow(db: Db, slot: { id: string; date: string }) {
  await db('delivery_bookings')
    .insert({ slotId: slot.id, date: slot.date, booked: 0 })
    .onConflict(['slotId', 'date'])
    .ignore();
}
