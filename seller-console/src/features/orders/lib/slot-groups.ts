import type { Order } from '@kirana/api/contract/order';
import { slotKey, type SlotTime } from '../../../lib/delivery-slot.ts';

/** The key of orders placed without a slot (before the shop had any). */
export const NO_SLOT = 'no-slot';

export interface SlotGroup {
  /** `slotKey(slot)`, or NO_SLOT. */
  key: string;
  slot: SlotTime | null;
  orders: Order[];
}

export const orderSlotKey = (order: Order) => (order.slot ? slotKey(order.slot) : NO_SLOT);

/**
 * The order the seller works through: from today on, soonest first; then the days gone,
 * latest first (they are history). Without `today` (the shop's zone not known yet), by date.
 */
export function compareSlots(a: SlotTime, b: SlotTime, today?: string): number {
  const aPast = today !== undefined && a.date < today;
  const bPast = today !== undefined && b.date < today;
  if (aPast !== bPast) return aPast ? 1 : -1;
  const order = slotKey(a).localeCompare(slotKey(b));
  return aPast ? -order : order;
}

/**
 * The orders under their slot, slots ordered by `compareSlots`, "No slot" last; within a
 * group the orders keep the order they came in (newest first).
 */
export function groupBySlot(orders: readonly Order[], today?: string): SlotGroup[] {
  const groups = new Map<string, SlotGroup>();
  for (const order of orders) {
    const key = orderSlotKey(order);
    let group = groups.get(key);
    if (!group) {
      group = { key, slot: order.slot, orders: [] };
      groups.set(key, group);
    }
    group.orders.push(order);
  }
  return [...groups.values()].sort((a, b) => {
    if (a.slot === null || b.slot === null) return a.slot === null ? 1 : -1;
    return compareSlots(a.slot, b.slot, today);
  });
}
