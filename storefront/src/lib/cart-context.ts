// The cart as every feature sees it; the cart feature's CartProvider supplies it.
import type { CartItems } from '@kirana/api/contract/cart';
import type { Product } from '@kirana/api/contract/product';
import { createContext, useContext } from 'react';

export interface CartLine {
  product: Product;
  quantity: number;
}

export interface CartContextValue {
  items: CartItems;
  /** Units in the cart, for the top bar's badge. */
  count: number;
  /**
   * The lines with their products, asked of the API by id (only the products in the cart);
   * undefined until they first arrive.
   */
  lines: readonly CartLine[] | undefined;
  /** The cart's products could not be loaded (and nothing earlier is shown). */
  linesFailed: boolean;
  retryLines: () => void;
  /** One more, up to what is left (99 when the shop does not count the product). */
  add: (productId: string) => void;
  setQuantity: (productId: string, quantity: number) => void;
  /** The spec's Remove: one fewer, the line goes at 0 ("Removed from Cart"). */
  remove: (productId: string) => void;
  /** The whole line at once, with its own message. */
  removeLine: (productId: string) => void;
  /**
   * Order again: each product at least at this quantity (one that is already in the cart in
   * a larger number keeps it), in one change; the caller says what happened.
   */
  putAll: (lines: readonly { productId: string; quantity: number }[]) => void;
  /** After a cash-on-delivery order: the server has already emptied its copy. */
  clear: () => void;
}

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside <CartProvider>');
  return cart;
}
