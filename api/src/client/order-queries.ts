// The order queries both apps make, with their cache keys, defined once. Every cached order
// lives under ['orders', …], so one invalidation (a live event, a status change, a payment)
// refreshes the shopper's list, the loader's payment, the seller's lists and the count.
import { queryOptions } from '@tanstack/react-query';
import type {
  Order,
  OrderListResponse,
  OrderPaymentResponse,
  MyOrderResponse,
  WaitingOrdersResponse,
} from '../contract/order.ts';
import type { OrderStatus } from '../contract/order-status.ts';
import type { ApiClient } from './api-client.ts';

/** Online orders not paid yet: not the seller's to pack, but holding units until they expire. */
export const AWAITING_PAYMENT = 'awaiting-payment';
export type OrdersFilter = OrderStatus | typeof AWAITING_PAYMENT;

/** How long /loader keeps asking while the provider has not told us yet. */
export const PAYMENT_POLL_MS = 1000;

const filterQuery = (filter?: OrdersFilter) =>
  filter === undefined
    ? ''
    : filter === AWAITING_PAYMENT
      ? '?awaitingPayment=true'
      : `?status=${encodeURIComponent(filter)}`;

// The API already answers newest first; sorting again keeps the promise even if it changes.
const newestFirst = (orders: readonly Order[]) =>
  [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export function createOrderQueries(api: ApiClient) {
  const all = ['orders'] as const;
  return {
    all,
    /** The signed-in shopper's orders. */
    mine: () =>
      queryOptions({
        queryKey: [...all, 'mine'] as const,
        queryFn: () => api.fetch<OrderListResponse>('/api/order/user'),
        select: (data) => data.orders,
        // A payment can land while the page is open elsewhere; always ask again.
        staleTime: 0,
      }),
    /** One of the shopper's own orders (its bill); 404 for anyone else's. */
    mineOne: (orderId: string) =>
      queryOptions({
        queryKey: [...all, 'mine', orderId] as const,
        queryFn: () => api.fetch<MyOrderResponse>(`/api/order/${encodeURIComponent(orderId)}`),
        select: (data) => data.order,
        retry: false,
      }),
    /** Where one of the shopper's orders' payment stands, asked again until settled. */
    payment: (orderId: string) =>
      queryOptions({
        queryKey: [...all, 'payment', orderId] as const,
        queryFn: () =>
          api.fetch<OrderPaymentResponse>(`/api/order/${encodeURIComponent(orderId)}/payment`),
        select: (data) => data.payment,
        // The provider's word (a webhook) can come a few seconds after the shopper is back.
        refetchInterval: (query) =>
          query.state.data?.payment.paymentStatus === 'pending' ? PAYMENT_POLL_MS : false,
        retry: false,
        meta: { silent: true },
      }),
    /** Every customer's orders, those in one status, or those awaiting payment (seller). */
    seller: (filter?: OrdersFilter) =>
      queryOptions({
        queryKey: [...all, 'seller', filter ?? 'all'] as const,
        queryFn: () => api.fetch<OrderListResponse>(`/api/order/seller${filterQuery(filter)}`),
        select: (response) => newestFirst(response.orders),
      }),
    /**
     * How many orders wait to be packed, as the server counts them, so a reload or another
     * device shows the same number (the console's badge and tab title).
     */
    waiting: () =>
      queryOptions({
        queryKey: [...all, 'waiting'] as const,
        queryFn: () => api.fetch<WaitingOrdersResponse>('/api/order/seller/waiting'),
        select: (response) => response.waiting,
      }),
  };
}

export type OrderQueries = ReturnType<typeof createOrderQueries>;
