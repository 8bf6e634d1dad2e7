import { useQuery } from '@tanstack/react-query';
import { orderQueries } from '../../../lib/shopper-api.ts';

/** The signed-in shopper's orders; nothing is fetched for visitors. */
export const useMyOrders = (signedIn: boolean) =>
  useQuery({ ...orderQueries.mine(), enabled: signedIn });
