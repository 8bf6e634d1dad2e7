import type { Category } from '@kirana/api/contract/product';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { SHOP_PAGE_SIZE } from '../../../config/constants.ts';
import { productQueries } from '../../../lib/api-client.ts';

// Its own file, so the infinite-query code loads with the pages that use it, not with home.

/**
 * What a shopper browses, 24 at a time: products they can buy, of one category and/or
 * matching the search. While a new search loads, the previous answer stays on screen.
 */
export function useShopProducts(filters: { category?: Category; q?: string }) {
  const query = useInfiniteQuery({
    ...productQueries.pages({ inStock: true, limit: SHOP_PAGE_SIZE, ...filters }),
    placeholderData: keepPreviousData,
  });
  const first = query.data?.pages[0];
  return {
    ...query,
    products: query.data?.pages.flatMap((page) => page.products),
    /** With `q`: the words were matched one edit away ("bred" found bread). */
    fuzzy: first?.matched === 'fuzzy',
    /** With `q` and nothing found: the nearest products ("Did you mean …"). */
    suggestions: first?.suggestions ?? [],
  };
}
