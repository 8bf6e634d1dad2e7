import { LOW_STOCK_THRESHOLD } from '../../contract/stock.ts';
import type { LowStockProduct } from '../../contract/summary.ts';
import type { Db } from '../../db/knex.ts';

// What other modules' reports read of products: names and SKUs by id (order lines keep
// their own snapshot, without a SKU) and what is running out.

/**
 * Counted products, not archived, with LOW_STOCK_THRESHOLD or fewer units shoppers can still
 * buy (`stock`; units held for orders are sold already), fewest first. A range of the stock
 * index (migration 016).
 */
async function lowStock(db: Db, limit: number): Promise<LowStockProduct[]> {
  const rows = (await db('products')
    .whereNotNull('stock')
    .where('stock', '<=', LOW_STOCK_THRESHOLD)
    .whereNull('archivedAt')
    .orderBy([{ column: 'stock' }, { column: 'name' }, { column: 'id' }])
    .limit(limit)
    .select('id', 'name', 'stock')) as { id: string; name: string; stock: number }[];
  return rows.map((p) => ({ productId: p.id, name: p.name, stock: Number(p.stock) }));
}

/** Each product's `column` by id (archived ones included: past orders name them). */
async function byId<C extends 'name' | 'sku'>(
  db: Db,
  ids: readonly string[],
  column: C,
): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = (await db('products')
    .whereIn('id', [...ids])
    .select('id', column)) as ({ id: string } & Record<C, string | null>)[];
  return new Map(rows.map((row) => [row.id, row[column]]));
}

/** What the seller's summary and the orders export read of products. */
export const createProductReports = (db: Db) => ({
  /** Counted products running out, fewest first. */
  lowStock: (limit: number) => lowStock(db, limit),
  /** Names by id (the summary's best sellers, by their current name). */
  namesOf: (ids: readonly string[]) => byId(db, ids, 'name'),
  /** SKUs by id (the orders export). */
  skusOf: (ids: readonly string[]) => byId(db, ids, 'sku'),
});
export type ProductReports = ReturnType<typeof createProductReports>;
