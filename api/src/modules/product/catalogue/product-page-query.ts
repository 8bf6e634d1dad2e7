import type { QueryBuilder } from 'objection';
import { isPurchasable, LOW_STOCK_THRESHOLD } from '../../../contract/stock.ts';
import { RELATED_COUNT, type ProductPageQuery } from '../../../contract/product-page.ts';
import type { Db } from '../../../db/knex.ts';
import type { PageCursors } from './page-cursor.ts';
import { ProductModel } from '../product.model.ts';
import type { SearchGroup } from '../search-terms.ts';

type Query = QueryBuilder<ProductModel, ProductModel[]>;

const isMysql = (db: Db) => db.client.config.client === 'mysql2';

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

/**
 * Keeps products whose names (original or translated) have, for every group of the
 * search, all the words of one of its alternatives, each as the start of a name word
 * ("doodh" or "milk"; "wheat flour" is both). Each word is a range of the product_words
 * primary key: LIKE 'tom%' on MySQL (its collation ignores case); GLOB 'tom*' on SQLite,
 * whose LIKE only uses an index on NOCASE columns (words are stored lower-cased, and the
 * search words are lower-cased the same way).
 */
function matchingWords(db: Db, query: Query, groups: readonly SearchGroup[]): Query {
  const mysql = isMysql(db);
  const wordIs = `word ${mysql ? 'like' : 'glob'} ?`;
  const pattern = (word: string) => (mysql ? `${word}%` : `${word}*`);
  for (const group of groups) {
    // One subquery per group, the union of its alternatives, so that a plain word is the
    // one index range it was before synonyms: an alternative of several words is the
    // products of its first word that have the others too.
    const alternatives = group.filter((words) => words.length > 0);
    if (alternatives.length === 0) continue;
    const sql = alternatives
      .map(
        (words) =>
          `select product_id from product_words where ${wordIs}` +
          ` and product_id in (select product_id from product_words where ${wordIs})`.repeat(
            words.length - 1,
          ),
      )
      .join(' union ');
    // On MySQL a cheap test on the row comes first: a name with a word starting with `w`
    // contains `w` (its collation ignores case and accents as the word index does), in the
    // product's name or a translated one. It spares most index lookups: without it, a
    // three-word search on 20,000 products took seconds at 150/s (the bench).
    if (mysql) {
      const contains = `(products.name like ? or products.id in (select product_id from product_translations where name like ?))`;
      const test = alternatives.map((words) => words.map(() => contains).join(' and '));
      const likes = alternatives.flat().flatMap((word) => [`%${word}%`, `%${word}%`]);
      query.whereRaw(`(${test.join(' or ')})`, likes);
    }
    query.whereRaw(`products.id in (${sql})`, alternatives.flat().map(pattern));
  }
  return query;
}

const ORDER = {
  newest: { column: 'created_at', direction: 'desc' },
  'price-asc': { column: 'offer_price_paise', direction: 'asc' },
  'price-desc': { column: 'offer_price_paise', direction: 'desc' },
} as const;

/**
 * One page, in a stable order (the sort value, then the id), continued from a cursor by
 * keyset rather than offset: a page costs the same at any depth, and products added
 * between pages are neither skipped nor repeated (the newest go before the first page).
 */
export async function findProductPage(
  db: Db,
  cursors: PageCursors,
  params: ProductPageQuery,
  /** The search's words (see search-answers), when it has `q`. */
  search?: readonly SearchGroup[],
): Promise<{ products: ProductModel[]; nextCursor: string | null }> {
  const order = ORDER[params.sort];
  const query = ProductModel.query(db).whereNull('archivedAt');
  if (params.category) query.where('category', params.category);
  if (params.inStock) purchasable(query);
  if (params.stock) stockFilter(query, params.stock);
  if (search) matchingWords(db, query, search);
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
  const rows = await query
    .orderByRaw(`${order.column} ${order.direction}, id ${order.direction}`)
    .limit(params.limit + 1)
    .withGraphFetched('images');
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
