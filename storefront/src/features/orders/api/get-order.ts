import { useQuery } from '@tanstack/react-query';
import { orderQueries } from '../../../lib/shopper-api.ts';

/** One of the signed-in shopper's orders (its bill); a 404 for anyone else's. */
export const useMyOrder = (orderId: string, signedIn: boolean) =>
  useQuery({ ...orderQueries.mineOne(orderId), enabled: signedIn, meta: { silent: true } });
