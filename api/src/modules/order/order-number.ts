import { isMysql, type Db } from '../../db/knex.ts';

/** The first order is KR-10001: short, and never mistaken for a phone number or an amount. */
const ORDER_NUMBER_BASE = 10_000;

// Numbers come from an auto-increment counter table, which neither engine locks until
// commit, so numbering does not queue orders behind each other. A rolled back order leaves
// a gap, which is harmless.

/**
 * The order's number as SQL, read from its `order_numbers` row written earlier in the same
 * batch (place-order.ts), so the order and its notices carry it without a round trip to
 * learn it first.
 */
export const numberOf = (trx: Db, orderId: string) =>
  // The base is written into the SQL: SQLite would bind it as a real number (10001.0).
  trx.raw(
    isMysql(trx)
      ? `(select concat('KR-', ${ORDER_NUMBER_BASE} + n) from order_numbers where order_id = ?)`
      : `(select 'KR-' || (${ORDER_NUMBER_BASE} + n) from order_numbers where order_id = ?)`,
    [orderId],
  );

/** The number the counter row with this id stands for. */
export const numberFrom = (n: number): string => `KR-${ORDER_NUMBER_BASE + n}`;

/** Numbers an online order once its money comes in (inside that transaction). */
export async function assignNumber(trx: Db, orderId: string): Promise<string> {
  const [n] = (await trx('order_numbers').insert({ orderId })) as number[];
  return numberFrom(Number(n));
}
