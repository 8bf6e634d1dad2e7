import type { Actor, OrderStatus } from '../../contract/order-status.ts';
import type { Db } from '../../db/knex.ts';
import { newId } from '../../lib/ids.ts';

/** One status change of an order's history, as its row (a statement batch inserts it). */
export const eventRow = (orderId: string, status: OrderStatus, by: Actor, at: number) => ({
  id: newId(),
  orderId,
  status,
  by,
  at,
});

/** The insert of one status change into an order's history. */
export const eventInsert = (trx: Db, orderId: string, status: OrderStatus, by: Actor, at: number) =>
  trx('order_events').insert(eventRow(orderId, status, by, at));
