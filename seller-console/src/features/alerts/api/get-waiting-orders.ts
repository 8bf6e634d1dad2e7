import { useQuery } from '@tanstack/react-query';
import { orderQueries } from '../../../lib/api-client.ts';

/**
 * How many orders wait to be packed, as the server counts them. Kept under the orders' key:
 * every live event and every status change already invalidates ['orders'], and the count
 * follows.
 */
export const useWaitingOrders = () => useQuery(orderQueries.waiting());
