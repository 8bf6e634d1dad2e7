// The shop-profile queries both apps make, with their cache key, defined once.
import { queryOptions } from '@tanstack/react-query';
import type { ShopInput, ShopResponse } from '../contract/shop.ts';
import type { ApiClient } from './api-client.ts';

export function createShopQueries(api: ApiClient) {
  const all = ['shop'] as const;
  return {
    all,
    /** The shop's name, address, numbers and licences, and its time zone. */
    profile: () =>
      queryOptions({
        queryKey: [...all, 'profile'] as const,
        queryFn: () => api.fetch<ShopResponse>('/api/shop'),
      }),
    /** Sets the fields given (seller); blank clears one. */
    save: (changes: ShopInput) => api.post<ShopResponse>('/api/shop', changes),
  };
}

export type ShopQueries = ReturnType<typeof createShopQueries>;
