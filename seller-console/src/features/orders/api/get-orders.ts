import type { Order, OrderListResponse } from '@kirana/api/contract/order';
import type { OrderStatus } from '@kirana/api/contract/order-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Online orders not paid yet: not the seller's to pack, but holding units until they expire. */
export const AWAITING_PAYMENT = 'awaiting-payment';
export type OrdersFilter = OrderStatus | typeof AWAITING_PAYMENT;

const filterQuery = (filter?: OrdersFilter) =>
  filter === undefined
    ? ''
    : filter === AWAITING_PAYMENT
      ? '?awaitingPayment=true'
      : `?status=${encodeURIComponent(filter)}`;

/** Every customer's orders, those in one status, or those awaiting payment. */
export const getSellerOrders = (filter?: OrdersFilter) =>
  apiFetch<OrderListResponse>(`/api/order/seller${filterQuery(filter)}`);

// The API already answers newest first; sorting again keeps the promise even if it changes.
const newestFirst = (orders: readonly Order[]) =>
  [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export const orderQueries = {
  all: () => ['orders'] as const,
  seller: (filter?: OrdersFilter) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'seller', filter ?? 'all'] as const,
      queryFn: () => getSellerOrders(filter),
      select: (response) => newestFirst(response.orders),
    }),
};

export const useSellerOrders = (filter?: OrdersFilter) => useQuery(orderQueries.seller(filter));
