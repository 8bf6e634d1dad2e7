import type { PaymentType, PlaceOrderResponse } from '@kirana/api/contract/order';
import { apiFetch } from '../../../lib/api-client.ts';

export interface PlaceOrderInput {
  items: { product: string; quantity: number }[];
  /** The chosen address's `_id`. */
  address: string;
  paymentType: PaymentType;
  /** The total the cart showed, in rupees: the server refuses the order if prices changed. */
  total: number;
  /** The delivery slot chosen, when the shop has slots. */
  slot?: { id: string; date: string };
}

export const placeOrderPath = (paymentType: PaymentType) =>
  paymentType === 'COD' ? '/api/order/cod' : '/api/order/online';

/**
 * Cash on delivery and online orders take the same body; the path decides the payment.
 * The key makes a repeat of the same attempt answer the first order instead of a second.
 */
export const placeOrder = (input: PlaceOrderInput, idempotencyKey: string) =>
  apiFetch<PlaceOrderResponse>(placeOrderPath(input.paymentType), {
    method: 'POST',
    body: JSON.stringify(input),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
