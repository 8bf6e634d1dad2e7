import type { Db } from '../../db/knex.ts';
import { COUNTED } from './order-summary.ts';

/**
 * Products by units sold in counted orders placed since `since` (the summary's rule: not
 * cancelled, and paid when online), most first, ties by id: one aggregate over the
 * covering indexes of migration 016. Archived or sold-out products are the caller's to drop.
 */
export async function unitsSold(
  db: Db,
  since: number,
  limit: number,
): Promise<{ productId: string; quantity: number }[]> {
  const rows = (await db('orders as o')
    .where('o.createdAt', '>=', since)
    .join('order_items as i', 'i.orderId', 'o.id')
    .whereRaw(COUNTED.replace(/\b(status|payment_type|payment_status)\b/g, 'o.$1'))
    .groupBy('i.productId')
    .select('i.productId')
    .sum({ quantity: 'i.quantity' })
    .orderBy([
      { column: 'quantity', order: 'desc' },
      { column: 'i.productId', order: 'asc' },
    ])
    .limit(limit)) as { productId: string; quantity: number | string }[];
  return rows.map((row) => ({ productId: row.productId, quantity: Number(row.quantity) }));
}
