import type { ProductListResponse } from '@kirana/api/contract/product';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const getProducts = () => apiFetch<ProductListResponse>('/api/product/list');

export const productQueries = {
  all: () => ['products'] as const,
  list: () => queryOptions({ queryKey: [...productQueries.all(), 'list'], queryFn: getProducts }),
};
