import type { PaymentType, PlaceOrderResponse } from '@kirana/api/contract/order';
import { apiPost } from '../../../lib/api-client.ts';

export interface PlaceOrderInput {
  items: { product: string; quantity: number }[];
  /** The chosen address's `_id`. */
  address: string;
  paymentType: PaymentType;
}

/** Cash on delivery and online orders take the same body; the path decides the payment. */
export const placeOrder = (input: PlaceOrderInput) =>
  apiPost<PlaceOrderResponse>(
    input.paymentType === 'COD' ? '/api/order/cod' : '/api/order/stripe',
    input,
  );
