import { shelfCount, stockForShelf } from '../../../contract/stock.ts';
import type { Db } from '../../../db/knex.ts';

/** A product's count as stored: what the shop can sell, and units held for orders. */
export interface Counted {
  stock: number | null;
  held: number;
}

/**
 * A count a row sets. `count` is the shelf (units held for orders included); `base` is the
 * count the sheet was exported with, or undefined for a sheet without stockAtExport, whose
 * count is taken as it is.
 */
export interface ShelfChange {
  product: { name: string; sku: string | null };
  count: number | null;
  base?: number | null;
}

const exportedWith = (count: number | null) =>
  count === null ? 'with its stock not counted' : `with ${count} on the shelf`;
const nowThere = (count: number | null) =>
  count === null
    ? 'it is not counted now'
    : `there ${count === 1 ? 'is' : 'are'} ${count.toLocaleString('en-IN')} now`;

/**
 * The stock a row's count leaves against the product as it is now, or why the row is
 * refused: the shelf no longer holds what the sheet was exported with, so the sheet's count
 * would undo what happened since (units packed and gone, another count).
 */
export function judgeShelf(
  change: ShelfChange,
  now: Counted,
): { stock: number | null } | { stale: string } {
  const shelf = shelfCount(now);
  if (change.base === undefined || shelf === change.base)
    return { stock: stockForShelf(change.count, now.held) };
  const { name, sku } = change.product;
  return {
    stale: `${name} (SKU ${sku ?? ''}): the sheet was exported ${exportedWith(change.base)}; ${nowThere(shelf)} (orders were packed or the count was changed since). Export the list again or change this stock in the product’s edit form.`,
  };
}

const LOCK_BATCH = 500;

/**
 * Locks the products an import updates until it commits, reading their counts as they are
 * now: an order packed meanwhile waits, so a count checked here is still the count when it
 * is written. Locked in id order, as orders take stock, so the two never wait on each other
 * the other way round. (SQLite runs one transaction at a time: the read is enough there.)
 */
export async function lockCounts(trx: Db, ids: readonly string[]): Promise<Map<string, Counted>> {
  const sorted = [...ids].sort();
  const counts = new Map<string, Counted>();
  for (let i = 0; i < sorted.length; i += LOCK_BATCH) {
    const rows = (await trx('products')
      .whereIn('id', sorted.slice(i, i + LOCK_BATCH))
      .orderBy('id')
      .select('id', 'stock', 'held')
      .forUpdate()) as (Counted & { id: string })[];
    for (const { id, stock, held } of rows) counts.set(id, { stock, held });
  }
  return counts;
}
