import type { OrderPaymentResponse } from '@kirana/api/contract/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export type OrderPayment = OrderPaymentResponse['payment'];

/** How long /loader keeps asking while the provider has not told us yet. */
export const PAYMENT_POLL_MS = 1000;

export const getOrderPayment = (orderId: string) =>
  apiFetch<OrderPaymentResponse>(`/api/order/${encodeURIComponent(orderId)}/payment`);

export const orderPaymentQueries = {
  one: (orderId: string) =>
    queryOptions({
      queryKey: ['orders', 'payment', orderId] as const,
      queryFn: () => getOrderPayment(orderId),
      select: (data) => data.payment,
      // The provider's word (a webhook) can come a few seconds after the shopper is back.
      refetchInterval: (query) =>
        query.state.data?.payment.paymentStatus === 'pending' ? PAYMENT_POLL_MS : false,
      retry: false,
      meta: { silent: true },
    }),
};

/** The payment of one of the shopper's orders, asked again until it is settled. */
export const useOrderPayment = (orderId: string | null) =>
  useQuery({ ...orderPaymentQueries.one(orderId ?? ''), enabled: Boolean(orderId) });
