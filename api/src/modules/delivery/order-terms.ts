import { SLOT_DAYS_AHEAD } from '../../contract/delivery.ts';
import type { Db } from '../../db/knex.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Rules, SlotRow } from './delivery-rules.ts';
import { clockOf, instantOf, shopDays } from './slot-calendar.ts';

const MINUTE_MS = 60_000;
const rs = (paise: number) => `Rs.${(paise / 100).toFixed(2)}`;

/** A refusal a shopper can act on, with its stable `code` (docs/api.md, "Delivery"). */
const refused = (code: string, message: string) => new AppError(409, message, {}, { code });

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
 * are not counted here: the order's transaction takes one (`delivery.takePlace`).
 */
export async function orderTerms(options: {
  rules: Rules;
  slots: SlotRow[];
  pincodeFeeOf: () => Promise<number | null | undefined>;
  pincodeOf: () => Promise<string | undefined>;
  slot: { id: string; date: string } | undefined;
  timeZone: string;
  now: number;
}): Promise<OrderTerms> {
  const { rules, slots, timeZone, now } = options;
  let pinFee: number | null = null;
  if (rules.pincodeCount > 0) {
    const pincode = await options.pincodeOf();
    if (pincode === undefined)
      throw notFound('This address was not found in your account. Please select another.');
    const fee = await options.pincodeFeeOf();
    if (fee === undefined)
      throw refused(
        'PINCODE_NOT_SERVED',
        `Sorry, we don't deliver to PIN code ${pincode} yet. Please choose another address.`,
      );
    pinFee = fee;
  }
  return {
    feeFor(subtotalPaise) {
      if (subtotalPaise < rules.minOrderPaise)
        throw refused(
          'BELOW_MINIMUM',
          `The minimum order is ${rs(rules.minOrderPaise)}. Please add ${rs(rules.minOrderPaise - subtotalPaise)} more.`,
        );
      const free = rules.freeAbovePaise !== null && subtotalPaise >= rules.freeAbovePaise;
      return free ? 0 : (pinFee ?? rules.feePaise);
    },
    slot: bookedSlot(slots, options.slot, timeZone, now),
  };
}

function bookedSlot(
  slots: SlotRow[],
  chosen: { id: string; date: string } | undefined,
  timeZone: string,
  now: number,
): BookedSlot | null {
  if (slots.length === 0 && chosen === undefined) return null;
  if (chosen === undefined) throw badRequest('Please choose a delivery slot.');
  const closed = () =>
    refused('SLOT_CLOSED', 'This delivery slot is no longer open. Please choose another slot.');
  const slot = slots.find((s) => s.id === chosen.id);
  const day = shopDays(now, timeZone, SLOT_DAYS_AHEAD).find((d) => d.date === chosen.date);
  if (!slot || !day || !slot.days.includes(day.weekday)) throw closed();
  const start = clockOf(slot.startMinute);
  if (now >= instantOf(day.date, start, timeZone) - slot.cutoffMinutes * MINUTE_MS) throw closed();
  return {
    id: slot.id,
    date: day.date,
    start,
    end: clockOf(slot.endMinute),
    capacity: slot.capacity,
  };
}

/** The 409 of a slot whose places were all taken while the shopper decided. */
export const slotFull = () =>
  refused('SLOT_FULL', 'This delivery slot just filled up. Please choose another slot.');

/** Makes sure the slot's day has its row of bookings (outside any order's transaction). */
export async function ensureBookingRow(db: Db, slot: { id: string; date: string }) {
  await db('delivery_bookings')
    .insert({ slotId: slot.id, date: slot.date, booked: 0 })
    .onConflict(['slotId', 'date'])
    .ignore();
}
