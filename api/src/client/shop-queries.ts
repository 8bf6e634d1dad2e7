// The shop-profile queries both apps make, with their cache keys, defined once.
import { queryOptions } from '@tanstack/react-query';
import type { BestSellersResponse } from '../contract/best-sellers.ts';
import type { ShopPageInput } from '../contract/shop-page-input.ts';
import type { ShopPageResponse, ShopPageSlug, ShopPagesResponse } from '../contract/shop-pages.ts';
import type { ShopInput, ShopResponse } from '../contract/shop.ts';
import type { ApiClient } from './api-client.ts';

export function createShopQueries(api: ApiClient) {
  const all = ['shop'] as const;
  return {
    all,
    /** The shop's name, address, numbers, licences and home page, and its time zone. */
    profile: () =>
      queryOptions({
        queryKey: [...all, 'profile'] as const,
        queryFn: () => api.fetch<ShopResponse>('/api/shop'),
      }),
    /** Sets the fields given (seller); blank clears one. */
    save: (changes: ShopInput) => api.post<ShopResponse>('/api/shop', changes),
    /**
     * The home page's Best Sellers: by units sold in 30 days, newest to fill up. Kept under
     * ['products', …], so every product invalidation and cached patch reaches it too.
     */
    bestSellers: (limit: number) =>
      queryOptions({
        queryKey: ['products', 'best-sellers', limit] as const,
        queryFn: ({ signal }) =>
          api.fetch<BestSellersResponse>(`/api/shop/best-sellers?limit=${limit}`, { signal }),
      }),
    /** One footer page (anyone): the shop's Markdown, or the default text. */
    page: (slug: ShopPageSlug) =>
      queryOptions({
        queryKey: [...all, 'page', slug] as const,
        queryFn: ({ signal }) =>
          api.fetch<ShopPageResponse>(`/api/shop/page/${encodeURIComponent(slug)}`, { signal }),
      }),
    /** Every footer page (seller). */
    pages: () =>
      queryOptions({
        queryKey: [...all, 'pages'] as const,
        queryFn: ({ signal }) => api.fetch<ShopPagesResponse>('/api/shop/pages', { signal }),
      }),
    /** Saves one page's Markdown (seller); blank brings back the default. */
    savePage: (input: ShopPageInput) => api.post<ShopPageResponse>('/api/shop/page', input),
  };
}

export type ShopQueries = ReturnType<typeof createShopQueries>;
