import type { Db } from '../../db/knex.ts';
import { affectedRows } from '../../db/knex.ts';
import { conflict } from '../../lib/errors.ts';

export interface StockLine {
  productId: string;
  name: string;
  /** Units left when the order began, or null when not counted. */
  stock: number | null;
  quantity: number;
}

/**
 * Takes the ordered units from every counted stock with conditional updates, in product id
 * order (so two orders never lock the same rows the other way round). `stock >= ?` in the
 * UPDATE is what makes overselling impossible under any concurrency: the row lock orders
 * the buyers and the last units go to exactly one of them. Returns the units taken and the
 * units left per product; throws 409 naming the product and what is left.
 */
export async function takeStock(
  trx: Db,
  lines: readonly StockLine[],
): Promise<{ taken: Map<string, number>; left: Map<string, number> }> {
  const taken = new Map<string, number>();
  const left = new Map<string, number>();
  const counted = lines
    .filter((line) => line.stock !== null)
    .sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const line of counted) {
    const result: unknown = await trx.raw(
      'update products set stock = stock - ? where id = ? and stock is not null and stock >= ?',
      [line.quantity, line.productId, line.quantity],
    );
    // A locking read sees what other orders left, not this transaction's first snapshot
    // (after the update this transaction holds the row, so it does not wait).
    const row = (await trx('products').where('id', line.productId).first('stock').forUpdate()) as
      { stock: number | null } | undefined;
    if (affectedRows(result) === 1) {
      taken.set(line.productId, line.quantity);
      left.set(line.productId, row?.stock ?? 0);
      continue;
    }
    if (row && row.stock === null) continue; // the seller stopped counting meanwhile
    const remaining = row?.stock ?? 0;
    throw conflict(
      remaining > 0
        ? `Only ${remaining} of ${line.name} left. Please lower the quantity in your cart.`
        : `${line.name} is sold out (0 left). Please remove it from your cart.`,
    );
  }
  return { taken, left };
}

/**
 * Gives an unpaid order's units back (its payment failed or expired). Each line's
 * `stock_taken` goes to 0, so a second call gives back nothing.
 */
export async function releaseStock(trx: Db, orderId: string): Promise<boolean> {
  const lines = (await trx('order_items')
    .where('orderId', orderId)
    .where('stockTaken', '>', 0)
    .orderBy('productId')
    .select('productId', 'stockTaken')) as { productId: string; stockTaken: number }[];
  for (const line of lines) {
    await trx('products')
      .where('id', line.productId)
      .whereNotNull('stock')
      .increment('stock', line.stockTaken);
  }
  if (lines.length > 0)
    await trx('order_items').where('orderId', orderId).update({ stockTaken: 0 });
  return lines.length > 0;
}
