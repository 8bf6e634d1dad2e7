import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** A failed check means "not signed in as the seller", never an error screen. */
export const getSellerSession = () =>
  apiFetch<{ success: true }>('/api/seller/is-auth').then(
    () => true,
    () => false,
  );

export const sellerSessionQueries = {
  session: () => queryOptions({ queryKey: ['seller', 'session'], queryFn: getSellerSession }),
};
