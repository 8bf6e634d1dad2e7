// The shopper's stored cart. It is read with the session (`user.cartItems` of
// /api/user/is-auth) and written whole, so it has a call here and no query of its own.
import type { CartItems, CartUpdateResponse } from '../contract/cart.ts';
import type { ApiClient } from './api-client.ts';

export function createCartCalls(api: ApiClient) {
  return {
    /** Replaces the signed-in customer's stored cart with `cartItems`. */
    update: (cartItems: CartItems) =>
      api.post<CartUpdateResponse>('/api/cart/update', { cartItems }),
  };
}
