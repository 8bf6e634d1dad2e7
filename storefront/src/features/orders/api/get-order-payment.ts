import type { OrderPaymentResponse } from '@kirana/api/contract/order';
import { useQuery } from '@tanstack/react-query';
import { orderQueries } from '../../../lib/shopper-api.ts';

export type OrderPayment = OrderPaymentResponse['payment'];

/** The payment of one of the shopper's orders, asked again until it is settled. */
export const useOrderPayment = (orderId: string | null) =>
  useQuery({ ...orderQueries.payment(orderId ?? ''), enabled: Boolean(orderId) });
