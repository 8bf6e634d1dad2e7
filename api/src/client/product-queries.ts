// The product queries both apps make, with their cache keys, defined once. Every cached
// product lives under ['products', …], so one invalidation refreshes them all.
import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { Product, ProductListResponse } from '../contract/product.ts';
import type {
  ProductDetailResponse,
  ProductPageParams,
  ProductPageResponse,
} from '../contract/product-page.ts';
import type { ApiClient } from './api-client.ts';

/** A page's filters: everything but the cursor, which the pages themselves carry. */
export type ProductPageFilters = Omit<ProductPageParams, 'cursor' | 'ids'> & { limit: number };

/** The query string of a page call (pages always name their limit, `ids` needs none). */
export function productPageSearch(params: ProductPageParams): string {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category);
  if (params.inStock) search.set('inStock', 'true');
  if (params.stock) search.set('stock', params.stock);
  const q = params.q?.trim();
  if (q) search.set('q', q);
  if (params.sort) search.set('sort', params.sort);
  if (params.limit) search.set('limit', String(params.limit));
  if (params.cursor) search.set('cursor', params.cursor);
  if (params.ids) search.set('ids', params.ids.join(','));
  return search.toString();
}

/** The search trimmed, so equal pages share one cache entry (keys hash without undefined). */
const filterKey = (filters: ProductPageFilters) => ({
  ...filters,
  q: filters.q?.trim() || undefined,
});

export function createProductQueries(api: ApiClient) {
  const all = ['products'] as const;
  return {
    all,
    /** Pages of products, fetched one after another ("Load more", "Next"). */
    pages: (filters: ProductPageFilters) =>
      infiniteQueryOptions({
        queryKey: [...all, 'pages', filterKey(filters)] as const,
        queryFn: ({ pageParam, signal }) =>
          api.fetch<ProductPageResponse>(
            `/api/product/list?${productPageSearch({ ...filters, cursor: pageParam })}`,
            { signal },
          ),
        initialPageParam: undefined as string | undefined,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      }),
    /** One page on its own (Best Sellers): lighter than `pages` when no more are wanted. */
    page: (filters: ProductPageFilters) =>
      queryOptions({
        queryKey: [...all, 'page', filterKey(filters)] as const,
        queryFn: ({ signal }) =>
          api.fetch<ProductPageResponse>(`/api/product/list?${productPageSearch(filters)}`, {
            signal,
          }),
      }),
    /** Exactly these products (a cart), in this order; unknown and archived ones left out. */
    byIds: (ids: readonly string[]) =>
      queryOptions({
        queryKey: [...all, 'ids', [...ids]] as const,
        queryFn: ({ signal }) =>
          api.fetch<ProductPageResponse>(`/api/product/list?${productPageSearch({ ids })}`, {
            signal,
          }),
        enabled: ids.length > 0,
      }),
    /** One product and up to five related ones. */
    detail: (id: string) =>
      queryOptions({
        queryKey: [...all, 'detail', id] as const,
        queryFn: ({ signal }) =>
          api.fetch<ProductDetailResponse>(`/api/product/${encodeURIComponent(id)}`, { signal }),
      }),
    /** The seller's archive: products taken off sale, which can be restored. */
    archived: () =>
      queryOptions({
        queryKey: [...all, 'archived'] as const,
        queryFn: ({ signal }) =>
          api.fetch<ProductListResponse>('/api/product/list?archived=true', { signal }),
      }),
  };
}

export type ProductQueries = ReturnType<typeof createProductQueries>;

type CachedProducts =
  | InfiniteData<ProductPageResponse>
  | ProductPageResponse
  | ProductListResponse
  | ProductDetailResponse;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Applies `change` to every product inside any of the shapes cached under ['products']. */
function mapCached(data: unknown, change: (product: Product) => Product): unknown {
  if (!isRecord(data)) return data;
  const cached = data as CachedProducts;
  if ('pages' in cached) {
    return {
      ...cached,
      pages: cached.pages.map((page) => ({ ...page, products: page.products.map(change) })),
    };
  }
  if ('product' in cached) {
    return { ...cached, product: change(cached.product), related: cached.related.map(change) };
  }
  if ('products' in cached) return { ...cached, products: cached.products.map(change) };
  return data;
}

/** Every product held in the cache, from any list, page or detail. */
function cachedProducts(queryClient: QueryClient): Product[] {
  const found: Product[] = [];
  for (const [, data] of queryClient.getQueriesData({ queryKey: ['products'] })) {
    mapCached(data, (product) => {
      found.push(product);
      return product;
    });
  }
  return found;
}

/** The product as last loaded by any query, or undefined when no query holds it. */
export const findCachedProduct = (queryClient: QueryClient, id: string): Product | undefined =>
  cachedProducts(queryClient).find((product) => product._id === id);

/** Changes one product wherever it is cached (an optimistic update, or undoing one). */
export function patchCachedProduct(
  queryClient: QueryClient,
  id: string,
  patch: Partial<Product>,
): void {
  queryClient.setQueriesData({ queryKey: ['products'] }, (data: unknown) =>
    mapCached(data, (product) => (product._id === id ? { ...product, ...patch } : product)),
  );
}
