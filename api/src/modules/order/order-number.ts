import type { Db } from '../../db/knex.ts';

/** The first order is KR-10001: short, and never mistaken for a phone number or an amount. */
const ORDER_NUMBER_BASE = 10_000;

/**
 * The next short order number, from an auto-increment counter table (neither engine holds
 * its lock until commit, so numbering does not queue orders behind each other). A rolled
 * back order leaves a gap, which is harmless.
 */
export async function allocateOrderNumber(trx: Db, orderId: string): Promise<string> {
  const [n] = (await trx('order_numbers').insert({ orderId })) as number[];
  return `KR-${ORDER_NUMBER_BASE + Number(n)}`;
}
