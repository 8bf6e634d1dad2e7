import type { OrderListResponse } from '@kirana/api/contract/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const getMyOrders = () => apiFetch<OrderListResponse>('/api/order/user');

export const orderQueries = {
  all: () => ['orders'] as const,
  mine: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'mine'],
      queryFn: getMyOrders,
      select: (data) => data.orders,
      // A payment can land while the page is open elsewhere; always ask again.
      staleTime: 0,
    }),
};

export const useMyOrders = (signedIn: boolean) =>
  useQuery({ ...orderQueries.mine(), enabled: signedIn });
