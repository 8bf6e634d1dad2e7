import type { ProductPageQuery } from '../../contract/product-page.ts';
import type { Db } from '../../db/knex.ts';
import type { PageCursors } from './catalogue/page-cursor.ts';
import { findProductPage } from './catalogue/product-page-query.ts';
import type { SearchAnswers } from './search-answers.ts';

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
  const groups = await search.groups(params.q);
  const exact = groups
    ? await findProductPage(db, cursors, params, groups)
    : { products: [], nextCursor: null };
  if (exact.products.length > 0) return { ...exact, matched: 'exact' as const };
  // A later page found nothing as typed: its first page was fuzzy, or it is past the end.
  const fuzzy = await search.fuzzyGroups(params.q);
  const near = fuzzy && (await findProductPage(db, cursors, params, fuzzy));
  if (near && near.products.length > 0) return { ...near, matched: 'fuzzy' as const };
  if (params.cursor) return { ...exact, matched: 'exact' as const };
  return { ...exact, matched: 'exact' as const, suggestions: await search.suggestions(params.q) };
}
