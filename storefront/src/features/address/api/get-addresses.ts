import type { AddressListResponse } from '@kirana/api/contract/address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const getAddresses = () => apiFetch<AddressListResponse>('/api/address/get');

export const addressQueries = {
  all: () => ['addresses'] as const,
  list: () =>
    queryOptions({
      queryKey: [...addressQueries.all(), 'list'],
      queryFn: getAddresses,
      select: (data) => data.addresses,
      meta: { errorMessage: 'Failed to get addresses' },
    }),
};

/** The signed-in customer's saved addresses, oldest first; nothing is fetched for visitors. */
export const useAddresses = (signedIn: boolean) =>
  useQuery({ ...addressQueries.list(), enabled: signedIn });
