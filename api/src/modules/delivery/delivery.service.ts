import type { z } from 'zod';
import {
  SLOT_DAYS_AHEAD,
  type DeliveryQuote,
  type CalendarDay,
  type DeliverySettings,
  type deliverySettingsInputSchema,
} from '../../contract/delivery.ts';
import { toPaise, toRupees } from '../../contract/paise.ts';
import type { Db } from '../../db/knex.ts';
import { newId } from '../../lib/ids.ts';
import { recentValue, SETTINGS_FRESH_MS } from '../../lib/recent-value.ts';
import {
  activeSlots,
  bookingsOn,
  feeFor,
  pincodeFee,
  readRules,
  type SlotRow,
} from './delivery-rules.ts';
import { shopDays } from '../../lib/shop-calendar.ts';
import { clockOf, minutesOf } from './slot-calendar.ts';
import { slotCalendar, weekSlots } from './slot-week.ts';
import {
  ensureBookingRow,
  orderTerms,
  slotFull,
  type BookedSlot,
  type OrderTerms,
} from './order-terms.ts';

type SettingsInput = z.output<typeof deliverySettingsInputSchema>;

const INSERT_BATCH = 500;

/**
 * Where, when and above what the shop delivers: the seller's settings, and the quote a
 * shopper gets for a PIN code and a basket. Every date is the shop's (`timeZone`).
 */
export function createDeliveryService(deps: { db: Db; timeZone: string; now?: () => number }) {
  const { db, timeZone } = deps;
  const now = deps.now ?? Date.now;
  // Every order and quote reads the rules: kept a second (recent-value.ts).
  const recentRules = recentValue(() => readRules(db), SETTINGS_FRESH_MS);

  const slotJson = (slot: SlotRow) => ({
    id: slot.id,
    days: slot.days,
    start: clockOf(slot.startMinute),
    end: clockOf(slot.endMinute),
    capacity: slot.capacity,
    cutoffMinutes: slot.cutoffMinutes,
  });

  async function settings(): Promise<DeliverySettings> {
    const [rules, pincodes, slots] = await Promise.all([
      readRules(db),
      db('delivery_pincodes').orderBy('pincode').select('pincode', 'feePaise') as Promise<
        { pincode: string; feePaise: number | string | null }[]
      >,
      activeSlots(db),
    ]);
    return {
      pincodes: pincodes.map((p) => ({
        pincode: p.pincode,
        fee: p.feePaise === null ? null : toRupees(Number(p.feePaise)),
      })),
      minOrder: toRupees(rules.minOrderPaise),
      fee: toRupees(rules.feePaise),
      freeAbove: rules.freeAbovePaise === null ? null : toRupees(rules.freeAbovePaise),
      slots: slots.map(slotJson),
      timeZone,
    };
  }

  return {
    timeZone,
    settings,

    /**
     * Replaces the settings in one transaction (one save at a time: the settings row is
     * locked first). A slot sent back with its id keeps it, and its bookings; a slot left
     * out is retired, so the orders booked in it keep their place.
     */
    async replace(input: SettingsInput): Promise<DeliverySettings> {
      await db.transaction(async (trx) => {
        await readRules(trx, true);
        const time = now();
        await trx('delivery_settings')
          .where('id', 1)
          .update({
            minOrderPaise: toPaise(input.minOrder),
            feePaise: toPaise(input.fee),
            freeAbovePaise: input.freeAbove === null ? null : toPaise(input.freeAbove),
            pincodeCount: input.pincodes.length,
            slotCount: input.slots.length,
            updatedAt: time,
          });
        await trx('delivery_pincodes').delete();
        const pins = input.pincodes.map((p) => ({
          pincode: p.pincode,
          feePaise: p.fee === null ? null : toPaise(p.fee),
        }));
        for (let i = 0; i < pins.length; i += INSERT_BATCH)
          await trx('delivery_pincodes').insert(pins.slice(i, i + INSERT_BATCH));

        const known = new Set((await trx('delivery_slots').pluck('id')) as string[]);
        const kept: string[] = [];
        for (const [position, slot] of input.slots.entries()) {
          const row = {
            days: slot.days.join(','),
            startMinute: minutesOf(slot.start),
            endMinute: minutesOf(slot.end),
            capacity: slot.capacity,
            cutoffMinutes: slot.cutoffMinutes,
            position,
            retiredAt: null,
          };
          if (slot.id !== undefined && known.has(slot.id)) {
            await trx('delivery_slots').where('id', slot.id).update(row);
            kept.push(slot.id);
          } else {
            const id = newId();
            await trx('delivery_slots').insert({ id, ...row });
            kept.push(id);
          }
        }
        const retire = trx('delivery_slots').whereNull('retiredAt');
        if (kept.length > 0) retire.whereNotIn('id', kept);
        await retire.update({ retiredAt: time });
      });
      recentRules.forget();
      return settings();
    },

    /**
     * What the rules make of an order to this address (`pincodeOf` reads its PIN, only when
     * the shop lists PIN codes) in the chosen slot, read before the order's transaction; a
     * refusal is a 409 with its code. One read when the shop has neither PIN codes nor slots.
     */
    async orderTerms(input: {
      pincodeOf: () => Promise<string | undefined>;
      slot: { id: string; date: string } | undefined;
    }): Promise<OrderTerms> {
      const rules = await recentRules.get();
      const pincode = rules.pincodeCount > 0 ? await input.pincodeOf() : undefined;
      const terms = orderTerms({
        rules,
        slots: rules.slotCount > 0 || input.slot ? await activeSlots(db) : [],
        pincode,
        pinFee: pincode === undefined ? undefined : await pincodeFee(db, pincode),
        slot: input.slot,
        timeZone,
        now: now(),
      });
      if (terms.slot) await ensureBookingRow(db, terms.slot);
      return terms;
    },

    /**
     * Takes one place in the slot in the order's transaction, if one is left: a conditional
     * update, so racing orders never take more than its capacity. Resolves to the rows
     * changed (1, or 0 when it is full: the order answers `slotFull()`).
     */
    placeTaken: async (trx: Db, slot: BookedSlot): Promise<number> =>
      Number(
        await trx('delivery_bookings')
          .where({ slotId: slot.id, date: slot.date })
          .where('booked', '<', slot.capacity)
          .increment('booked', 1),
      ),

    slotFull,

    /** Gives back the place of an order that ended cancelled (in its transaction, once). */
    async givePlaceBack(trx: Db, slot: { id: string; date: string }): Promise<void> {
      await trx('delivery_bookings')
        .where({ slotId: slot.id, date: slot.date })
        .where('booked', '>', 0)
        .decrement('booked', 1);
    },

    /** What delivery to `pincode` costs a basket of `subtotalPaise`, and when it can come. */
    async quote(pincode: string, subtotalPaise: number): Promise<DeliveryQuote> {
      const at = now();
      const days = shopDays(at, timeZone, SLOT_DAYS_AHEAD);
      // Every read at once: one round trip of waiting, whatever the rules turn out to be.
      const [rules, listedFee, slots, booked] = await Promise.all([
        recentRules.get(),
        pincodeFee(db, pincode),
        activeSlots(db),
        bookingsOn(
          db,
          days.map((day) => day.date),
        ),
      ]);
      const pinFee = rules.pincodeCount === 0 ? null : listedFee;
      const served = rules.pincodeCount === 0 || pinFee !== undefined;
      const feePaise = feeFor(rules, pinFee ?? null, subtotalPaise);
      const week = served ? weekSlots(at, days, slots, booked, timeZone) : { open: [], full: [] };
      return {
        served,
        today: days[0]?.date ?? '',
        slotsRequired: slots.length > 0,
        fee: toRupees(feePaise),
        freeAbove: rules.freeAbovePaise === null ? null : toRupees(rules.freeAbovePaise),
        toFreeDelivery:
          rules.freeAbovePaise === null || feePaise === 0
            ? 0
            : toRupees(rules.freeAbovePaise - subtotalPaise),
        minOrder: toRupees(rules.minOrderPaise),
        toMinimum: toRupees(Math.max(0, rules.minOrderPaise - subtotalPaise)),
        slots: week.open,
        fullSlots: week.full,
      };
    },

    /** The seller's coming week: each day's slots, booked against capacity. */
    async calendar(): Promise<CalendarDay[]> {
      const at = now();
      const days = shopDays(at, timeZone, SLOT_DAYS_AHEAD);
      const [slots, booked] = await Promise.all([
        activeSlots(db),
        bookingsOn(
          db,
          days.map((day) => day.date),
        ),
      ]);
      return slotCalendar(at, days, slots, booked, timeZone);
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;

/** What an order is told and books (the order module keeps them). */
export type { BookedSlot, OrderTerms } from './order-terms.ts';
