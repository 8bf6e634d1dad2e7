import type { QueryBuilder } from 'objection';
import { isPurchasable, LOW_STOCK_THRESHOLD } from '../../../contract/stock.ts';
import { RELATED_COUNT, type ProductPageQuery } from '../../../contract/product-page.ts';
import type { Db } from '../../../db/knex.ts';
import type { PageCursors } from './page-cursor.ts';
import { ProductModel } from '../product.model.ts';

type Query = QueryBuilder<ProductModel, ProductModel[]>;

/** Products a shopper can buy: switched on, and not counted down to zero. */
function purchasable(query: Query): Query {
  return query.where('inStock', true).where((q) => q.whereNull('stock').orWhere('stock', '>', 0));
}

/** The seller's filters: counted and running low (but not out), or nothing left to sell. */
function stockFilter(query: Query, filter: 'low' | 'out'): Query {
  if (filter === 'low')
    return query.where('stock', '>', 0).where('stock', '<=', LOW_STOCK_THRESHOLD);
  return query.where((q) => q.where('inStock', false).orWhere('stock', 0));
}

const ORDER = {
  newest: { column: 'created_at', direction: 'desc' },
  'price-asc': { column: 'offer_price_paise', direction: 'asc' },
  'price-desc': { column: 'offer_price_paise', direction: 'desc' },
} as const;

/**
 * Up to `max` products of a page, in a stable order (the sort value, then the id), from a
 * cursor on by keyset rather than offset: a page costs the same at any depth, and products
 * added between pages are neither skipped nor repeated (the newest go before the first
 * page). With `among`, only those products (a search's, see search-page).
 */
export async function findPageRows(
  db: Db,
  cursors: PageCursors,
  params: ProductPageQuery,
  max: number,
  among?: readonly string[],
): Promise<ProductModel[]> {
  const order = ORDER[params.sort];
  const query = ProductModel.query(db).whereNull('archivedAt');
  if (among) query.whereIn('id', among);
  if (params.category) query.where('category', params.category);
  if (params.inStock) purchasable(query);
  if (params.stock) stockFilter(query, params.stock);
  if (params.cursor) {
    const after = cursors.decode(params.cursor, params.sort);
    // After (value, id) in the page's order, written so that both engines read it as one
    // range of the sort index: MariaDB scans the whole index for a row-value comparison.
    const [op, opOrEqual] = order.direction === 'desc' ? ['<', '<='] : ['>', '>='];
    query.whereRaw(`${order.column} ${opOrEqual} ? and (${order.column} ${op} ? or id ${op} ?)`, [
      after.value,
      after.value,
      after.id,
    ]);
  }
  return query
    .orderByRaw(`${order.column} ${order.direction}, id ${order.direction}`)
    .limit(max)
    .withGraphFetched('images');
}

/** A page of `params.limit` from up to one more row in its order, and where the next begins. */
export function pageOf(
  cursors: PageCursors,
  params: ProductPageQuery,
  rows: readonly ProductModel[],
): { products: ProductModel[]; nextCursor: string | null } {
  const products = rows.slice(0, params.limit);
  const last = products.at(-1);
  const nextCursor =
    rows.length > params.limit && last
      ? cursors.encode({
          sort: params.sort,
          value: params.sort === 'newest' ? last.createdAt : last.offerPricePaise,
          id: last.id,
        })
      : null;
  return { products, nextCursor };
}

/** One page of the catalogue (see findPageRows), without a search. */
export async function findProductPage(
  db: Db,
  cursors: PageCursors,
  params: ProductPageQuery,
): Promise<{ products: ProductModel[]; nextCursor: string | null }> {
  return pageOf(cursors, params, await findPageRows(db, cursors, params, params.limit + 1));
}

/** Exactly the products asked for, in the order asked; unknown and archived ones left out. */
export async function findProductsByIds(db: Db, ids: readonly string[]): Promise<ProductModel[]> {
  const rows = await ProductModel.query(db)
    .whereIn('id', [...new Set(ids)])
    .whereNull('archivedAt')
    .withGraphFetched('images');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    byId.delete(id);
    return row ? [row] : [];
  });
}

/** A product on sale (not archived) and up to five others of its category shoppers can buy. */
export async function findProductWithRelated(
  db: Db,
  id: string,
): Promise<{ product: ProductModel; related: ProductModel[] } | undefined> {
  const product = await ProductModel.query(db)
    .findById(id)
    .whereNull('archivedAt')
    .withGraphFetched('images');
  if (!product) return undefined;
  const related = await purchasable(
    ProductModel.query(db)
      .whereNull('archivedAt')
      .where('category', product.category)
      .whereNot('id', product.id),
  )
    .orderByRaw('created_at desc, id desc')
    .limit(RELATED_COUNT)
    .withGraphFetched('images');
  return { product, related: related.filter((p) => isPurchasable(p)) };
}
