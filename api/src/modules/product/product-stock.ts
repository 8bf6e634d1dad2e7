import { MAX_STOCK } from '../../contract/stock.ts';
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

/** Units one order line took from a product's count (`order_items.stock_taken`). */
export interface UnitsTaken {
  productId: string;
  units: number;
}
// Counted stock is in two columns (migration 010): `stock`, what the shop can still sell,
// and `held`, units promised to orders not yet packed, which are still on the shelf. An
// order holds units (stock → held); packing takes them off the shelf (held → gone); a
// cancel before packing gives the hold back (held → stock), after packing puts the bag
// back on the shelf (→ stock). The seller's count sets the shelf, so nothing given back is
// ever counted twice. Additions are capped at MAX_STOCK and subtractions at 0 with CASE,
// which both engines read the same way (a null stock, not counted, stays null).
const capAdd = (column: string) =>
  `case when ${column} + ? > ${MAX_STOCK} then ${MAX_STOCK} else ${column} + ? end`;
const floorSubtract = (column: string) => `case when ${column} >= ? then ${column} - ? else 0 end`;

/**
 * Holds the ordered units of every counted stock with conditional updates, in product id
 * order (so two orders never lock the same rows the other way round). `stock >= ?` in the
 * UPDATE is what makes overselling impossible under any concurrency: the row lock orders
 * the buyers and the last units go to exactly one of them. Returns the units held and the
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
      'update products set stock = stock - ?, held = held + ? where id = ? and stock is not null and stock >= ?',
      [line.quantity, line.quantity, line.productId, line.quantity],
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
    throw conflict((w) =>
      remaining > 0 ? w.orders.onlyLeft(remaining, line.name) : w.orders.soldOut(line.name),
    );
  }
  return { taken, left };
}

/** An order not yet packed was cancelled: its held units can be sold again. */
export async function releaseHeld(trx: Db, lines: readonly UnitsTaken[]): Promise<void> {
  for (const { productId, units: n } of lines) {
    await trx.raw(
      `update products set stock = ${capAdd('stock')}, held = ${floorSubtract('held')} where id = ?`,
      [n, n, n, n, productId],
    );
  }
}

/** The order was packed: its units have left the shelf, so they are no longer held. */
export async function unholdPacked(trx: Db, lines: readonly UnitsTaken[]): Promise<void> {
  for (const { productId, units: n } of lines) {
    await trx.raw(`update products set held = ${floorSubtract('held')} where id = ?`, [
      n,
      n,
      productId,
    ]);
  }
}

/** A packed order was cancelled: its bag goes back on the shelf, up to MAX_STOCK. */
export async function returnToShelf(trx: Db, lines: readonly UnitsTaken[]): Promise<void> {
  for (const { productId, units: n } of lines) {
    await trx.raw(
      `update products set stock = ${capAdd('stock')} where id = ? and stock is not null`,
      [n, n, productId],
    );
  }
}
