import { orderReference } from '../../contract/order-reference.ts';
import type { OrderStatus } from '../../contract/order-status.ts';
import type { OrderChannel } from '../../contract/order.ts';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.ts';
import type { StatementBatch } from '../../db/statement-batch.ts';

/**
 * Something that happened to an order that someone must hear about:
 * - `placed`: a cash-on-delivery order was placed (the seller sees it at once);
 * - `paid` / `flagged`: an online order's money came in (in full, or not as expected);
 * - `moved`: its status changed;
 * - `refunded`: the money of a cancelled online order went back;
 * - `edited`: the seller lowered or removed lines before packing (`editId` says which edit).
 */
export interface OrderChange {
  kind: 'placed' | 'paid' | 'flagged' | 'moved' | 'refunded' | 'edited';
  orderId: string;
  /**
   * Its short number; for an order numbered in the same batch of writes, the SQL that reads
   * it (order-number.ts), which the listener stores like the text.
   */
  number: string | Knex.Raw;
  /** The order's status after the change. */
  status: OrderStatus;
  /** Where the order was placed (absent: the web shop): an ONDC buyer app is told too. */
  channel?: OrderChannel;
  /** `edited`: the edit (order_edits.id) the shopper is told about. */
  editId?: string;
}

/** The change of that kind to `order`, which is (or moved to) `status`. */
export const changeOf = (
  kind: OrderChange['kind'],
  order: {
    id: string;
    number: string | null | Knex.Raw;
    status: OrderStatus;
    channel?: OrderChannel;
  },
  status: OrderStatus = order.status,
): OrderChange => ({
  kind,
  orderId: order.id,
  number: order.number ?? orderReference(null, order.id),
  status,
  ...(order.channel && order.channel !== 'web' ? { channel: order.channel } : {}),
});

/**
 * Called inside the transaction that makes the change, so what it writes (alerts, emails
 * to send) commits or rolls back with it. The order module does not know who listens.
 * Given `batch`, the listener adds its writes to it (they run with the change's own)
 * instead of running them at once.
 */
export type OrderChangeListener = (
  trx: Db,
  change: OrderChange,
  batch?: StatementBatch,
) => Promise<void>;

export const nobodyListens: OrderChangeListener = () => Promise.resolve();
