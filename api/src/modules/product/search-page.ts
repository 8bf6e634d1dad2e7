import type { ProductPageQuery } from '../../contract/product-page.ts';
import type { Db } from '../../db/knex.ts';
import type { PageCursors } from './catalogue/page-cursor.ts';
import { findPageRows, findProductPage, pageOf } from './catalogue/product-page-query.ts';
import type { ProductModel } from './product.model.ts';
import type { FoundIds, SearchAnswers } from './search-answers.ts';

/**
 * A page of a search's products (`found`, in the page's order, held by the search index):
 * the database reads them a slice at a time and keeps those its filters still pass (stock
 * counts change without a catalogue version), until the page and one more are found. The
 * first slice has room to spare, so a slice more is rarely needed; each is twice the last.
 */
async function findAmong(db: Db, cursors: PageCursors, params: ProductPageQuery, found: FoundIds) {
  const after = params.cursor ? cursors.decode(params.cursor, params.sort) : undefined;
  const { count, ids } = found(params, after);
  const wanted = params.limit + 1;
  const rows: ProductModel[] = [];
  let size = wanted * 2;
  for (let at = 0; at < count && rows.length < wanted; at += size, size *= 2) {
    const slice = ids(at, at + size);
    rows.push(...(await findPageRows(db, cursors, params, wanted - rows.length, slice)));
  }
  return pageOf(cursors, params, rows);
}

/**
 * A page of the catalogue; with `q`, its words as typed or meant (synonyms), else one
 * edit away ('fuzzy'), else none but the nearest products as suggestions (first page).
 */
export async function findSearchedPage(
  db: Db,
  cursors: PageCursors,
  search: SearchAnswers,
  params: ProductPageQuery,
) {
  if (!params.q) return findProductPage(db, cursors, params);
  const lookup = await search.lookup(params.q);
  const exact = await findAmong(db, cursors, params, lookup.exact);
  if (exact.products.length > 0) return { ...exact, matched: 'exact' as const };
  // A later page found nothing as typed: its first page was fuzzy, or it is past the end.
  const fuzzy = lookup.fuzzy();
  const near = fuzzy && (await findAmong(db, cursors, params, fuzzy));
  if (near && near.products.length > 0) return { ...near, matched: 'fuzzy' as const };
  if (params.cursor) return { ...exact, matched: 'exact' as const };
  return { ...exact, matched: 'exact' as const, suggestions: await lookup.suggestions() };
}
