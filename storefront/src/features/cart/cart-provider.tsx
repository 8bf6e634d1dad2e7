import { findCachedProduct } from '@kirana/api/client/product-queries';
import type { CartItems } from '@kirana/api/contract/cart';
import type { Product } from '@kirana/api/contract/product';
import type { User } from '@kirana/api/contract/user';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MAX_QUANTITY } from '@kirana/api/contract/cart-limits';
import { maxOrderable } from '@kirana/api/contract/stock';
import { cartCalls, productQueries } from '../../lib/api-client.ts';
import { CartContext, type CartContextValue } from '../../lib/cart-context.ts';
import {
  addOne,
  cartLines,
  countItems,
  keepKnown,
  mergeCarts,
  removeOne,
  setQuantity,
} from './lib/cart-items.ts';
import { createLatestWinsSync } from './lib/latest-wins-sync.ts';
import { readVisitorCart, writeVisitorCart } from './lib/visitor-cart.ts';

const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : t`Could not save your cart.`;

/** Which of these products the shop still sells (archived or deleted ones are left out). */
async function knownProductIds(queryClient: QueryClient, ids: string[]): Promise<Set<string>> {
  const { products } = await queryClient.fetchQuery(productQueries.byIds(ids));
  return new Set(products.map((product) => product._id));
}

/**
 * While the cart's products load after a change, show what is already known: the products
 * of the previous answer and any product another page loaded (the one just added).
 */
function knownSoFar(queryClient: QueryClient, ids: readonly string[], previous?: Product[]) {
  const byId = new Map(previous?.map((product) => [product._id, product]));
  const products = ids.flatMap((id) => {
    const product = byId.get(id) ?? findCachedProduct(queryClient, id);
    return product ? [product] : [];
  });
  return { success: true as const, products, nextCursor: null };
}

export interface CartProviderProps {
  /** The signed-in shopper; null when signed out, undefined until the session is known. */
  user: User | null | undefined;
  children: ReactNode;
}

/**
 * Owns the cart. A visitor's cart lives in localStorage; once signed in, the account's
 * cart is the truth and every change is sent to the server. Signing in with a visitor
 * cart merges it into the account's (see `mergeCarts`). The cart's products are asked of
 * the API by id, never the whole catalogue.
 */
export function CartProvider({ user, children }: CartProviderProps) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<CartItems>(readVisitorCart);
  const signedInAs = useRef<string | null>(null);
  const ids = useMemo(() => Object.keys(items).sort(), [items]);
  const {
    data: cartProducts,
    isError,
    isPlaceholderData,
    refetch,
  } = useQuery({
    ...productQueries.byIds(ids),
    placeholderData: (previous) => knownSoFar(queryClient, ids, previous?.products),
  });

  const sync = useMemo(
    () =>
      createLatestWinsSync<CartItems>(
        async (cartItems) => {
          await cartCalls.update(cartItems);
          // The account now holds everything the visitor had: no second merge later.
          writeVisitorCart({});
        },
        (error) => toast.error(errorMessage(error)),
      ),
    [],
  );

  const commit = useCallback(
    (next: CartItems) => {
      setItems(next);
      if (signedInAs.current) void sync.push(next);
      else writeVisitorCart(next);
    },
    [sync],
  );

  // A product the shop no longer sells leaves the cart once the API's answer for exactly
  // these ids lacks it: the API refuses a cart naming it, which would block every change.
  const answered = isPlaceholderData ? undefined : cartProducts;
  useEffect(() => {
    if (!answered || answered.products.length === ids.length) return;
    commit(keepKnown(items, new Set(answered.products.map((product) => product._id))));
  }, [answered, ids, items, commit]);

  useEffect(() => {
    if (user === undefined) return; // the session check has not answered yet
    const id = user?._id ?? null;
    if (id === signedInAs.current) return;
    const wasSignedIn = signedInAs.current !== null;
    signedInAs.current = id;
    if (!user) {
      if (wasSignedIn) setItems({});
      return;
    }
    void adoptAccountCart(user);

    async function adoptAccountCart(account: User) {
      const visitor = readVisitorCart();
      if (Object.keys(visitor).length === 0) {
        setItems(account.cartItems);
        return;
      }
      let known: Set<string>;
      try {
        known = await knownProductIds(queryClient, [
          ...new Set([...Object.keys(account.cartItems), ...Object.keys(visitor)]),
        ]);
      } catch (error) {
        // Without the product list unknown ids cannot be dropped; keep the visitor's
        // cart stored for the next sign-in rather than risk losing it.
        toast.error(errorMessage(error));
        setItems(account.cartItems);
        return;
      }
      if (signedInAs.current !== account._id) return; // signed out meanwhile
      const merged = mergeCarts(account.cartItems, visitor, known);
      setItems(merged);
      void sync.push(merged);
    }
  }, [user, queryClient, sync]);

  const lines = useMemo(
    () => (ids.length === 0 ? [] : cartProducts && cartLines(items, cartProducts.products)),
    [ids, items, cartProducts],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      count: countItems(items),
      lines,
      linesFailed: isError && !cartProducts,
      retryLines: () => void refetch(),
      add: (id) => {
        const product = findCachedProduct(queryClient, id);
        const limit = product ? maxOrderable(product) : MAX_QUANTITY;
        if ((items[id] ?? 0) >= limit) {
          const most = MAX_QUANTITY;
          toast.error(
            limit < MAX_QUANTITY
              ? t`Only ${limit} left: you have them all in your cart`
              : t`You can order at most ${most} of one product`,
          );
          return;
        }
        commit(addOne(items, id));
        toast.success(t`Added to Cart`);
      },
      setQuantity: (id, quantity) => {
        commit(setQuantity(items, id, quantity));
        toast.success(t`Cart Updated`);
      },
      remove: (id) => {
        commit(removeOne(items, id));
        toast.success(t`Removed from Cart`);
      },
      removeLine: (id) => {
        const name = findCachedProduct(queryClient, id)?.name;
        commit(setQuantity(items, id, 0));
        toast.success(name ? t`${name} removed from Cart` : t`Item removed from Cart`);
      },
      putAll: (lines) => {
        let next = items;
        for (const { productId, quantity } of lines)
          next = setQuantity(next, productId, Math.max(next[productId] ?? 0, quantity));
        commit(next);
      },
      clear: () => {
        setItems({});
        if (!signedInAs.current) writeVisitorCart({});
      },
    }),
    [items, commit, lines, isError, cartProducts, refetch, queryClient],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
