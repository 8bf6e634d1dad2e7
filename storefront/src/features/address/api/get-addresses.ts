import { useQuery } from '@tanstack/react-query';
import { addressQueries } from '../../../lib/shopper-api.ts';

/** The signed-in customer's saved addresses, oldest first; nothing is fetched for visitors. */
export const useAddresses = (signedIn: boolean) =>
  useQuery({ ...addressQueries.list(), enabled: signedIn });
