import type { Order } from '@kirana/api/contract/order';
import { slotKey, type SlotTime } from '../../../lib/delivery-slot.ts';

export interface PackedItem {
  productId: string;
  name: string;
  quantity: number;
}

export interface PackingList {
  /** Every product to pack for the slot, its quantity summed over the orders. */
  items: PackedItem[];
  /** The slot's orders, by number (the order the bags are labelled in). */
  orders: Order[];
}

const byNumber = (a: Order, b: Order) =>
  a.number === null || b.number === null
    ? Number(a.number === null) - Number(b.number === null)
    : a.number.localeCompare(b.number, 'en', { numeric: true });

// Delivered or cancelled, an order has nothing left to pack or carry.
const toDeliver = (order: Order) => order.status !== 'Cancelled' && order.status !== 'Delivered';

/** What to pack for one slot: its orders still to be delivered, and their items added up. */
export function packingList(orders: readonly Order[], slot: SlotTime): PackingList {
  const key = slotKey(slot);
  const inSlot = orders
    .filter((order) => toDeliver(order) && order.slot && slotKey(order.slot) === key)
    .sort(byNumber);
  const items = new Map<string, PackedItem>();
  for (const order of inSlot) {
    for (const { product, quantity } of order.items) {
      const item = items.get(product._id);
      if (item) item.quantity += quantity;
      else items.set(product._id, { productId: product._id, name: product.name, quantity });
    }
  }
  return {
    items: [...items.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-IN')),
    orders: inSlot,
  };
}

export type CashToCollect =
  | { kind: 'collect'; amount: number }
  | { kind: 'paid' }
  /** An online payment flagged for review: the rider should not assume either way. */
  | { kind: 'check' };

/** What the rider collects at the door: the amount of an unpaid cash order, else nothing. */
export function cashToCollect(order: Order): CashToCollect {
  if (order.isPaid) return { kind: 'paid' };
  if (order.paymentType === 'COD') return { kind: 'collect', amount: order.amount };
  return { kind: 'check' };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The slot a packing list's address names (`?date=…&start=…&end=…`), if it names one. */
export function slotFromParams(params: URLSearchParams): SlotTime | null {
  const date = params.get('date') ?? '';
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  return DATE.test(date) && CLOCK.test(start) && CLOCK.test(end) ? { date, start, end } : null;
}
