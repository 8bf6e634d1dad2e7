import type { Actor, OrderStatus } from '../../contract/order-status.ts';
import type { Db } from '../../db/knex.ts';
import { newId } from '../../lib/ids.ts';

/** The insert of one status change into an order's history (run it, or batch it). */
export const eventInsert = (trx: Db, orderId: string, status: OrderStatus, by: Actor, at: number) =>
  trx('order_events').insert({ id: newId(), orderId, status, by, at });
