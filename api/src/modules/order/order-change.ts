import type { OrderStatus } from '../../contract/order-status.ts';
import type { Db } from '../../db/knex.ts';

/**
 * Something that happened to an order that someone must hear about:
 * - `placed`: a cash-on-delivery order was placed (the seller sees it at once);
 * - `paid` / `flagged`: an online order's money came in (in full, or not as expected);
 * - `moved`: its status changed;
 * - `refunded`: the money of a cancelled online order went back.
 */
export interface OrderChange {
  kind: 'placed' | 'paid' | 'flagged' | 'moved' | 'refunded';
  orderId: string;
  number: string;
  /** The order's status after the change. */
  status: OrderStatus;
}

/** The change of that kind to `order`, which is (or moved to) `status`. */
export const changeOf = (
  kind: OrderChange['kind'],
  order: { id: string; number: string; status: OrderStatus },
  status: OrderStatus = order.status,
): OrderChange => ({ kind, orderId: order.id, number: order.number, status });

/**
 * Called inside the transaction that makes the change, so what it writes (alerts, emails
 * to send) commits or rolls back with it. The order module does not know who listens.
 */
export type OrderChangeListener = (trx: Db, change: OrderChange) => Promise<void>;

export const nobodyListens: OrderChangeListener = () => Promise.resolve();
