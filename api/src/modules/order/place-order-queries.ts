// Statements of placing an order (order.service.ts), written for that one use.
import type { Knex } from 'knex';
import { ADDRESS_COLUMNS } from '../address/address.service.ts';
import type { Db } from '../../db/knex.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * Copies the customer's address into the order (0 rows when it is not theirs) in one
 * statement, so it rides in the placement's batch of writes; the address module says
 * what to copy.
 */
export function addressSnapshot(trx: Db, source: Knex.Raw) {
  return trx.raw(
    `insert into order_addresses (order_id, address_id, ${ADDRESS_COLUMNS.join(', ')}) ?`,
    [source],
  );
}

/** An account may keep only a few unpaid online orders (each holds units) at a time. */
export async function refuseTooManyUnpaid(trx: Db, userId: string, limit: number): Promise<void> {
  const row = (await trx('orders')
    .where({ userId, paymentType: 'Online', paymentStatus: 'pending' })
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  const unpaid = Number(row?.n ?? 0);
  if (unpaid >= limit) {
    throw conflict((w) => w.orders.unpaidOrders(unpaid));
  }
}
