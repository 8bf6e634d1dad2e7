// The category queries both apps make, with their cache keys, defined once. Every cached
// list lives under ['categories', …], so one invalidation after a change refreshes both
// the shoppers' list and the seller's.
import { queryOptions } from '@tanstack/react-query';
import type {
  CategoryInput,
  CategoryListResponse,
  CategoryResponse,
  CategoryUpdateInput,
} from '../contract/category.ts';
import type { ApiClient } from './api-client.ts';

export function createCategoryQueries(api: ApiClient) {
  const all = ['categories'] as const;
  return {
    all,
    /** The active categories in order (shoppers, the product forms). */
    list: () =>
      queryOptions({
        queryKey: [...all, 'list'] as const,
        queryFn: ({ signal }) => api.fetch<CategoryListResponse>('/api/category/list', { signal }),
        select: (data) => data.categories,
      }),
    /** Every category with retired ones and product counts (seller). */
    withRetired: () =>
      queryOptions({
        queryKey: [...all, 'with-retired'] as const,
        queryFn: ({ signal }) =>
          api.fetch<CategoryListResponse>('/api/category/list?all=true', { signal }),
        select: (data) => data.categories,
      }),
    add: (input: CategoryInput) => api.post<CategoryResponse>('/api/category/add', input),
    update: (input: CategoryUpdateInput) =>
      api.post<CategoryResponse>('/api/category/update', input),
    /** Replaces the category's picture with `file`. */
    setPicture: (id: string, file: Blob) => {
      const form = new FormData();
      form.append('id', id);
      form.append('image', file);
      return api.fetch<CategoryResponse>('/api/category/picture', { method: 'POST', body: form });
    },
    /** Puts every category in this order (ids of all of them, retired ones included). */
    reorder: (ids: readonly string[]) =>
      api.post<CategoryListResponse>('/api/category/reorder', { ids }),
    retire: (id: string, retired: boolean) =>
      api.post<CategoryResponse>('/api/category/retire', { id, retired }),
    remove: (id: string) => api.post<{ success: true }>('/api/category/delete', { id }),
  };
}

export type CategoryQueries = ReturnType<typeof createCategoryQueries>;
