import { useQuery } from '@tanstack/react-query';
import { BEST_SELLER_COUNT } from '../../../config/constants.ts';
import { productQueries, shopQueries } from '../../../lib/api-client.ts';

/**
 * Home's Best Sellers: five products a shopper can buy, by units sold in the last 30 days
 * (the newest while nothing sold, and to fill up).
 */
export const bestSellersQuery = () => shopQueries.bestSellers(BEST_SELLER_COUNT);

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
