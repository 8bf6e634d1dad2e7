import type { Order, OrderListResponse } from '@kirana/api/contract/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every customer's orders. */
export const getSellerOrders = () => apiFetch<OrderListResponse>('/api/order/seller');

// The API already answers newest first; sorting again keeps the promise even if it changes.
const newestFirst = (orders: readonly Order[]) =>
  [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export const orderQueries = {
  all: () => ['orders'] as const,
  seller: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'seller'] as const,
      queryFn: getSellerOrders,
      select: (response) => newestFirst(response.orders),
    }),
};

export const useSellerOrders = () => useQuery(orderQueries.seller());
