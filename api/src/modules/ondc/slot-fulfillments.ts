import type { OpenSlot } from '../../contract/delivery.ts';
import { instantOf } from '../../lib/shop-calendar.ts';

// Delivery slots on ONDC (retail 1.2.0's slotted delivery: ONDC-RET-Specifications
// draft-1.x, flows/B2C/slotted_delivery_pickup_optons.yaml, on_select_multiple_pickup):
// on_select lists one Delivery fulfillment per open slot, each with its time range, and
// the items point at the one the quote is for; the buyer app picks one by naming its id in
// init and confirm (items[].fulfillment_id, fulfillments[0].id), and every later answer
// keeps that id and exactly its range (the log validator's slotted-delivery flow).

/** At most so many of the coming week's open slots are offered, soonest first. */
export const SLOTS_OFFERED = 12;

export interface SlotRef {
  id: string;
  date: string;
}

/** A slot on a day as a fulfillment id: `slot-<date>-<slot id>`. */
export const slotFulfillmentId = (slot: SlotRef) => `slot-${slot.date}-${slot.id}`;

/** The slot a fulfillment id names, if it names one. */
export function slotOf(fulfillmentId: unknown): SlotRef | undefined {
  if (typeof fulfillmentId !== 'string') return undefined;
  const [, date, id] = /^slot-(\d{4}-\d{2}-\d{2})-([\w-]{1,64})$/.exec(fulfillmentId) ?? [];
  return date && id ? { date, id } : undefined;
}

const minutes = (clock: string) => {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return h * 60 + m;
};

/** The slot's start and end instants (the shop's clock in its time zone). */
export function slotInstants(
  slot: { date: string; start: string; end: string },
  timeZone: string,
): { start: number; end: number } {
  const start = instantOf(slot.date, slot.start, timeZone);
  return { start, end: start + (minutes(slot.end) - minutes(slot.start)) * 60_000 };
}

/** An ISO 8601 duration of whole minutes (at least one), as ONDC's `@ondc/org/TAT` is. */
export function durationOf(ms: number): string {
  const total = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** A slot's fulfillment fields: its id, the time until it ends, and its range. */
export function slotFulfillment(
  slot: Pick<OpenSlot, 'id' | 'date' | 'start' | 'end'>,
  timeZone: string,
  from: number,
) {
  const { start, end } = slotInstants(slot, timeZone);
  return {
    id: slotFulfillmentId(slot),
    '@ondc/org/TAT': durationOf(end - from),
    end: {
      time: {
        range: { start: new Date(start).toISOString(), end: new Date(end).toISOString() },
      },
    },
  };
}
