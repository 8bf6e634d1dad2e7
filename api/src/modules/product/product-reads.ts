import type { Db } from '../../db/knex.ts';
import type { Language } from '../../contract/languages.ts';
import type { Product } from '../../contract/product.ts';
import type {
  ProductDetailResponse,
  ProductPageQuery,
  ProductPageResponse,
} from '../../contract/product-page.ts';
import { notFound } from '../../lib/errors.ts';
import { singleProcessSignals, type Signals } from '../../lib/signals.ts';
import { createPageCursors } from './catalogue/page-cursor.ts';
import { createProductCaches } from './catalogue/product-caches.ts';
import { findProductsByIds, findProductWithRelated } from './catalogue/product-page-query.ts';
import { heldDetail, heldPage, readRestocked } from './catalogue/stock-patch.ts';
import type { CategoryService } from './category.service.ts';
import { toProductJson } from './product-json.ts';
import { ProductModel } from './product.model.ts';
import {
  detailInView,
  inLanguage,
  ORIGINAL,
  pageInView,
  withTranslations,
} from './product-translations.ts';
import type { SearchAnswers } from './search-answers.ts';
import { findSearchedPage } from './search-page.ts';

/**
 * What shoppers and the seller read of the catalogue, behind the caches: the whole list,
 * pages (filtered, searched, sorted by the database), one product with related ones, each
 * in the language asked. The product service adds the writes.
 */
export function createProductReads(deps: {
  db: Db;
  imageBaseUrl: string;
  categories: Pick<CategoryService, 'resolve'>;
  cursorSecret: string;
  catalogueCheckMs?: number;
  signals?: Signals;
  search: SearchAnswers;
  now: () => number;
}) {
  const { db, imageBaseUrl, categories, now } = deps;

  /** Products, newest first (two queries: products, then images). */
  async function list(archived: boolean): Promise<Product[]> {
    const rows = await ProductModel.query(db)
      .modify((q) => (archived ? q.whereNotNull('archivedAt') : q.whereNull('archivedAt')))
      .withGraphFetched('images')
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    return rows.map((p) => toProductJson(p, imageBaseUrl));
  }

  const toJson = (product: ProductModel) => toProductJson(product, imageBaseUrl);
  const caches = createProductCaches({
    db,
    loadWholeList: () => list(false),
    readProducts: (ids) => readRestocked(db, ids, toJson),
    catalogueCheckMs: deps.catalogueCheckMs,
    signals: deps.signals ?? singleProcessSignals,
    now,
  });
  const { changed } = caches;
  const cursors = createPageCursors(deps.cursorSecret);

  return {
    /** Every product not archived, serialised and compressed (see product-list-cache). */
    wholeList: () => caches.wholeList(),

    /** The whole list in a translation (not held: the held list is the original's). */
    wholeListIn: async (lang: Language) => inLanguage(db, await list(false), lang),

    /** One page of the catalogue: filtered, searched and sorted by the database. */
    async page(query: ProductPageQuery, view = ORIGINAL): Promise<ProductPageResponse> {
      // By its stored name, however the page named it (path or name, any case).
      const params = query.category
        ? { ...query, category: await categories.resolve(query.category) }
        : query;
      if (params.ids) {
        const products = (await findProductsByIds(db, params.ids)).map(toJson);
        return pageInView(db, { success: true, products, nextCursor: null }, view);
      }
      const held = await caches.held(`page ${JSON.stringify(params)}`, async () => {
        const { products, nextCursor, ...found } = await findSearchedPage(
          db,
          cursors,
          deps.search,
          params,
        );
        const answer = {
          success: true as const,
          products: products.map(toJson),
          nextCursor,
          ...found,
        };
        const after = params.cursor ? cursors.decode(params.cursor, params.sort).value : undefined;
        return heldPage(params, answer, after, products.at(-1));
      });
      return pageInView(db, held.answer, view);
    },

    /** One product on sale and up to five related ones; 404 when unknown or archived. */
    async detail(id: string, view = ORIGINAL): Promise<ProductDetailResponse> {
      const held = await caches.held(`detail ${id}`, async () => {
        const found = await findProductWithRelated(db, id);
        if (!found) throw notFound((w) => w.catalogue.productNotSold);
        const answer = {
          success: true as const,
          product: toJson(found.product),
          related: found.related.map(toJson),
        };
        return heldDetail(answer, found.related);
      });
      return detailInView(db, held.answer, view);
    },

    /** Every product not archived, as objects (the price list). */
    listCurrent: () => list(false),

    /** The seller's archive: archived products only, newest first. */
    listArchived: async () => withTranslations(db, await list(true)),

    /**
     * Something else changed products (stock taken by orders, an import): resolves once the
     * list shows it, so the caller can answer after that.
     */
    catalogueChanged: changed,

    /**
     * Orders took or gave back units of these products (their stock count changed, nothing
     * else): resolves once the list and the pages show the new counts.
     */
    stockChanged: (productIds: readonly string[]) => caches.stockChanged(productIds),
  };
}
