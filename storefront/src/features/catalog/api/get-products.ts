import type { Product, ProductListResponse } from '@kirana/api/contract/product';
import { isPurchasable } from '@kirana/api/contract/stock';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const getProducts = () => apiFetch<ProductListResponse>('/api/product/list');

export const productQueries = {
  all: () => ['products'] as const,
  list: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'list'],
      queryFn: getProducts,
    }),
};

const selectAll = (data: ProductListResponse): Product[] => data.products;

/** Every product, out-of-stock ones too: the cart and the product page need them. */
export const useProducts = () => useQuery({ ...productQueries.list(), select: selectAll });

const selectInStock = (data: ProductListResponse): Product[] => data.products.filter(isPurchasable);

/**
 * What customers browse: products switched off or counted down to zero are hidden from
 * every list (archived ones never reach the shop).
 */
export const useInStockProducts = () =>
  useQuery({ ...productQueries.list(), select: selectInStock });
