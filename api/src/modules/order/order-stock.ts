import type { Db } from '../../db/knex.ts';
import type { StockService } from '../product/stock.service.ts';

// The order's side of counted stock: which units each line took (`order_items.stock_taken`).
// The product module moves the counts themselves (product-stock.ts, through its stock
// service): hold on placing, unhold on packing, give back on a cancel.

type StockTaken = { productId: string; stockTaken: number };

async function linesTaken(trx: Db, orderId: string): Promise<StockTaken[]> {
  return (
    (await trx('order_items')
      .where('orderId', orderId)
      .where('stockTaken', '>', 0)
      .orderBy('productId')
      .select('productId', 'stockTaken')
      // A locking read: the lines as they are now. On MariaDB a plain read in the
      // transaction would see its snapshot, from before an edit that committed meanwhile
      // (order-edit.service.ts), and give back units the edit already gave back.
      .forUpdate()) as StockTaken[]
  );
}

const unitsOf = (lines: readonly StockTaken[]) =>
  lines.map(({ productId, stockTaken }) => ({ productId, units: stockTaken }));

/** Each line's units are accounted for: a second call finds nothing to give. */
async function settleLines(trx: Db, orderId: string, lines: readonly StockTaken[]) {
  if (lines.length > 0)
    await trx('order_items').where('orderId', orderId).update({ stockTaken: 0 });
  return lines.map((line) => line.productId);
}

/**
 * An order not yet packed is cancelled (by someone, or because its payment failed or
 * expired): its held units can be sold again. Returns the products whose stock changed.
 */
export async function releaseHolds(trx: Db, stock: StockService, orderId: string) {
  const lines = await linesTaken(trx, orderId);
  await stock.releaseHeld(trx, unitsOf(lines));
  return settleLines(trx, orderId, lines);
}

/**
 * The order was packed: its units have left the shelf, so they are no longer held. The
 * lines keep what they took, for a cancel after packing. Returns the products touched.
 */
export async function packHolds(trx: Db, stock: StockService, orderId: string) {
  const lines = await linesTaken(trx, orderId);
  await stock.unholdPacked(trx, unitsOf(lines));
  return lines.map((line) => line.productId);
}

/** A packed order is cancelled: its bag goes back on the shelf, up to MAX_STOCK. */
export async function returnPacked(trx: Db, stock: StockService, orderId: string) {
  const lines = await linesTaken(trx, orderId);
  await stock.returnToShelf(trx, unitsOf(lines));
  return settleLines(trx, orderId, lines);
}
