import type { Order, OrderListResponse } from '@kirana/api/contract/order';
import type { OrderStatus } from '@kirana/api/contract/order-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every customer's orders, or those in one status. */
export const getSellerOrders = (status?: OrderStatus) =>
  apiFetch<OrderListResponse>(
    `/api/order/seller${status ? `?status=${encodeURIComponent(status)}` : ''}`,
  );

// The API already answers newest first; sorting again keeps the promise even if it changes.
const newestFirst = (orders: readonly Order[]) =>
  [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export const orderQueries = {
  all: () => ['orders'] as const,
  seller: (status?: OrderStatus) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'seller', status ?? 'all'] as const,
      queryFn: () => getSellerOrders(status),
      select: (response) => newestFirst(response.orders),
    }),
};

export const useSellerOrders = (status?: OrderStatus) => useQuery(orderQueries.seller(status));
