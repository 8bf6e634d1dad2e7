import { useQuery } from '@tanstack/react-query';
import { BEST_SELLER_COUNT } from '../../../config/constants.ts';
import { productQueries } from '../../../lib/api-client.ts';

/** Home's Best Sellers: the first five products a shopper can buy, newest first. */
export const bestSellersQuery = () =>
  productQueries.page({ inStock: true, limit: BEST_SELLER_COUNT });

export const useBestSellers = () => {
  const query = useQuery(bestSellersQuery());
  return { ...query, products: query.data?.products };
};

/**
 * One product and up to five related ones. The page says itself when the product is
 * missing or failed to load: no toast as well.
 */
export const useProductDetail = (id: string) =>
  useQuery({ ...productQueries.detail(id), meta: { silent: true } });
