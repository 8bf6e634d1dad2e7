// The shopper's saved addresses, with their cache key, defined once.
import { queryOptions } from '@tanstack/react-query';
import type {
  Address,
  AddressFields,
  AddressListResponse,
  PincodePlace,
} from '../contract/address.ts';
import type { ApiClient } from './api-client.ts';

interface AddressSaved {
  success: true;
  message: string;
  address: Address;
}

interface Done {
  success: true;
  message: string;
}

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
    /** Where India Post files a PIN code; a 404 when it does not know it. */
    place: (pincode: string) =>
      queryOptions({
        queryKey: ['pincode-place', pincode] as const,
        queryFn: () => api.fetch<PincodePlace>(`/api/address/pincode/${pincode}`),
        staleTime: Infinity,
        retry: false,
        // The form says nothing: the shopper types the city and state instead.
        meta: { silent: true },
      }),
    add: (address: AddressFields) => api.post<AddressSaved>('/api/address/add', { address }),
    update: (id: string, address: AddressFields) =>
      api.post<AddressSaved>('/api/address/update', { id, address }),
    remove: (id: string) => api.post<Done>('/api/address/delete', { id }),
    makeDefault: (id: string) => api.post<Done>('/api/address/default', { id }),
  };
}

export type AddressQueries = ReturnType<typeof createAddressQueries>;
