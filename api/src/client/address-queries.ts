// The shopper's saved addresses, with their cache key, defined once.
import { queryOptions } from '@tanstack/react-query';
import type { AddressListResponse } from '../contract/address.ts';
import type { ApiClient } from './api-client.ts';

export function createAddressQueries(api: ApiClient) {
  const all = ['addresses'] as const;
  return {
    all,
    /** The signed-in customer's saved addresses, oldest first. */
    list: () =>
      queryOptions({
        queryKey: [...all, 'list'] as const,
        queryFn: () => api.fetch<AddressListResponse>('/api/address/get'),
        select: (data) => data.addresses,
        meta: { errorMessage: 'Failed to get addresses' },
      }),
  };
}
