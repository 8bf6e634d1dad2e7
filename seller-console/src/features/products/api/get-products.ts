import type { Category } from '@kirana/api/contract/product';
import type { StockFilterValue } from '@kirana/api/contract/product-page';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { productQueries } from '../../../lib/api-client.ts';

/** Rows per page of the Product List. */
export const CONSOLE_PAGE_SIZE = 50;

export interface ProductListFilters {
  q?: string;
  category?: Category;
  stock?: StockFilterValue;
}

/**
 * Products on sale, in stock or not (the seller manages both), 50 a page, searched and
 * filtered by the API. While other filters load, the previous rows stay on screen.
 */
export const useProductPages = (filters: ProductListFilters) =>
  useInfiniteQuery({
    ...productQueries.pages({ ...filters, limit: CONSOLE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** The archive: products taken off sale, which can be restored. */
export const useArchivedProducts = (enabled = true) =>
  useQuery({ ...productQueries.archived(), select: (response) => response.products, enabled });

/** One product on sale (404 when unknown or archived). */
export const useProduct = (id: string) => useQuery(productQueries.detail(id));
