import type { ProductListResponse } from '@kirana/api/contract/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every product, in stock or not: the seller manages both. */
export const getProducts = () => apiFetch<ProductListResponse>('/api/product/list');

export const productQueries = {
  all: () => ['products'] as const,
  list: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'list'] as const,
      queryFn: getProducts,
      select: (response) => response.products,
    }),
};

export const useProducts = () => useQuery(productQueries.list());
