import type { WaitingOrdersResponse } from '@kirana/api/contract/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * How many orders wait to be packed, as the server counts them, so a reload or another
 * device shows the same number. Kept under the orders' key: every live event and every
 * status change already invalidates ['orders'], and the count follows.
 */
export const waitingOrdersQuery = () =>
  queryOptions({
    queryKey: ['orders', 'waiting'] as const,
    queryFn: () => apiFetch<WaitingOrdersResponse>('/api/order/seller/waiting'),
    select: (response) => response.waiting,
  });

export const useWaitingOrders = () => useQuery(waitingOrdersQuery());
