import type { Db } from '../../db/knex.ts';
import type { Weekday } from '../../contract/delivery.ts';
import { instantOf } from '../../lib/shop-calendar.ts';
import { clockOf } from './slot-calendar.ts';

// The delivery module's reads of its own tables, shared by the settings and the quote.

export interface Rules {
  minOrderPaise: number;
  feePaise: number;
  freeAbovePaise: number | null;
  /** 0: no PIN codes listed, so the shop delivers everywhere. */
  pincodeCount: number;
  /** 0: no slots, so orders choose none. */
  slotCount: number;
}

export interface SlotRow {
  id: string;
  days: Weekday[];
  startMinute: number;
  endMinute: number;
  capacity: number;
  cutoffMinutes: number;
}

interface StoredSlot extends Omit<SlotRow, 'days'> {
  days: string;
}

/**
 * The fee goods worth `subtotalPaise` pay: none at or above the free-delivery amount, else
 * the PIN code's own (`pinFee`) or the shop's.
 */
export function feeFor(rules: Rules, pinFee: number | null, subtotalPaise: number): number {
  const free = rules.freeAbovePaise !== null && subtotalPaise >= rules.freeAbovePaise;
  return free ? 0 : (pinFee ?? rules.feePaise);
}

/** Whether the slot can still be booked on `date` at `now` (its cut-off is ahead). */
export function beforeCutoff(slot: SlotRow, date: string, timeZone: string, now: number) {
  const startsAt = instantOf(date, clockOf(slot.startMinute), timeZone);
  return now < startsAt - slot.cutoffMinutes * 60_000;
}

const num = (value: number | string | null) => (value === null ? null : Number(value));

export async function readRules(db: Db, forUpdate = false): Promise<Rules> {
  const query = db('delivery_settings')
    .where('id', 1)
    .first('minOrderPaise', 'feePaise', 'freeAbovePaise', 'pincodeCount', 'slotCount');
  const row = (await (forUpdate ? query.forUpdate() : query)) as
    Record<keyof Rules, number | string | null> | undefined;
  return {
    minOrderPaise: num(row?.minOrderPaise ?? 0) ?? 0,
    feePaise: num(row?.feePaise ?? 0) ?? 0,
    freeAbovePaise: num(row?.freeAbovePaise ?? null),
    pincodeCount: num(row?.pincodeCount ?? 0) ?? 0,
    slotCount: num(row?.slotCount ?? 0) ?? 0,
  };
}

/** The slots shoppers can book, in the seller's order. */
export async function activeSlots(db: Db): Promise<SlotRow[]> {
  const rows = (await db('delivery_slots')
    .whereNull('retiredAt')
    .orderBy('position')
    .select('id', 'days', 'startMinute', 'endMinute', 'capacity', 'cutoffMinutes')) as StoredSlot[];
  return rows.map((row) => ({ ...row, days: row.days.split(',') as Weekday[] }));
}

/** Places booked per `slotId date` on the dates given. */
export async function bookingsOn(db: Db, dates: readonly string[]): Promise<Map<string, number>> {
  const rows = (await db('delivery_bookings')
    .whereIn('date', [...dates])
    .select('slotId', 'date', 'booked')) as { slotId: string; date: string; booked: number }[];
  return new Map(rows.map((row) => [`${row.slotId} ${row.date}`, Number(row.booked)]));
}

/** The fee a PIN code pays (NULL: the shop's), or undefined when it is not listed. */
export async function pincodeFee(db: Db, pincode: string): Promise<number | null | undefined> {
  const row = (await db('delivery_pincodes').where('pincode', pincode).first('feePaise')) as
    { feePaise: number | string | null } | undefined;
  return row === undefined ? undefined : num(row.feePaise);
}
