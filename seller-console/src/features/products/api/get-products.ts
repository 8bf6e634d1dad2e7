import type { ProductListResponse } from '@kirana/api/contract/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every product on sale, in stock or not: the seller manages both. */
export const getProducts = () => apiFetch<ProductListResponse>('/api/product/list');

/** The archive: products taken off sale, which can be restored. */
export const getArchivedProducts = () =>
  apiFetch<ProductListResponse>('/api/product/list?archived=true');

export const productQueries = {
  all: () => ['products'] as const,
  list: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'list'] as const,
      queryFn: getProducts,
      select: (response) => response.products,
    }),
  archived: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'archived'] as const,
      queryFn: getArchivedProducts,
      select: (response) => response.products,
    }),
};

export const useProducts = () => useQuery(productQueries.list());
export const useArchivedProducts = () => useQuery(productQueries.archived());
