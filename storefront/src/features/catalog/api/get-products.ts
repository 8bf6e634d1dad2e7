import type { Category } from '@kirana/api/contract/product';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BEST_SELLER_COUNT, SHOP_PAGE_SIZE } from '../../../config/constants.ts';
import { productQueries } from '../../../lib/api-client.ts';

/** Home's Best Sellers: the first five products a shopper can buy, newest first. */
export const bestSellersQuery = () =>
  productQueries.pages({ inStock: true, limit: BEST_SELLER_COUNT });

export const useBestSellers = () => {
  const query = useInfiniteQuery(bestSellersQuery());
  return { ...query, products: query.data?.pages[0]?.products };
};

/**
 * What a shopper browses, 24 at a time: products they can buy, of one category and/or
 * matching the search. While a new search loads, the previous answer stays on screen.
 */
export function useShopProducts(filters: { category?: Category; q?: string }) {
  const query = useInfiniteQuery({
    ...productQueries.pages({ inStock: true, limit: SHOP_PAGE_SIZE, ...filters }),
    placeholderData: keepPreviousData,
  });
  return { ...query, products: query.data?.pages.flatMap((page) => page.products) };
}

/** One product and up to five related ones. */
// The page says itself when the product is missing or failed to load: no toast as well.
export const useProductDetail = (id: string) =>
  useQuery({ ...productQueries.detail(id), meta: { silent: true } });
