import type { CartItems } from '@kirana/api/contract/cart';
import { apiPost } from '../../../lib/api-client.ts';

interface CartUpdateResponse {
  success: true;
  message: string;
  cartItems: CartItems;
}

/** Replaces the signed-in customer's stored cart with `cartItems`. */
export const updateCart = (cartItems: CartItems) =>
  apiPost<CartUpdateResponse>('/api/cart/update', { cartItems });
