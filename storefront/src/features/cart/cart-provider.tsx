import type { CartItems } from '@kirana/api/contract/cart';
import type { User } from '@kirana/api/contract/user';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MAX_QUANTITY } from '@kirana/api/contract/cart-limits';
import { maxOrderable } from '@kirana/api/contract/stock';
import { useSession } from '../auth/api/get-session.ts';
import { productQueries } from '../catalog/api/get-products.ts';
import { updateCart } from './api/update-cart.ts';
import { CartContext, type CartContextValue } from './cart-context.ts';
import {
  addOne,
  countItems,
  keepKnown,
  mergeCarts,
  removeOne,
  setQuantity,
} from './lib/cart-items.ts';
import { createLatestWinsSync } from './lib/latest-wins-sync.ts';
import { readVisitorCart, writeVisitorCart } from './lib/visitor-cart.ts';

const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Could not save your cart.';

async function knownProductIds(queryClient: QueryClient): Promise<Set<string>> {
  const { products } = await queryClient.fetchQuery(productQueries.list());
  return new Set(products.map((product) => product._id));
}

/**
 * Owns the cart. A visitor's cart lives in localStorage; once signed in, the account's
 * cart is the truth and every change is sent to the server. Signing in with a visitor
 * cart merges it into the account's (see `mergeCarts`).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  const [items, setItems] = useState<CartItems>(readVisitorCart);
  const signedInAs = useRef<string | null>(null);

  const sync = useMemo(
    () =>
      createLatestWinsSync<CartItems>(
        async (cartItems) => {
          await updateCart(cartItems);
          // The account now holds everything the visitor had: no second merge later.
          writeVisitorCart({});
        },
        (error) => toast.error(errorMessage(error)),
      ),
    [],
  );

  /** The catalogue as last loaded (undefined before it is). */
  const catalogue = useCallback(
    () => queryClient.getQueryData(productQueries.list().queryKey)?.products,
    [queryClient],
  );

  const commit = useCallback(
    (change: CartItems) => {
      const products = catalogue();
      const next = products
        ? keepKnown(change, new Set(products.map((product) => product._id)))
        : change;
      setItems(next);
      if (signedInAs.current) void sync.push(next);
      else writeVisitorCart(next);
    },
    [sync, catalogue],
  );

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
        known = await knownProductIds(queryClient);
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

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      count: countItems(items),
      add: (id) => {
        const product = catalogue()?.find((candidate) => candidate._id === id);
        const limit = product ? maxOrderable(product) : MAX_QUANTITY;
        if ((items[id] ?? 0) >= limit) {
          toast.error(
            limit < MAX_QUANTITY
              ? `Only ${limit} left: you have them all in your cart`
              : `You can order at most ${MAX_QUANTITY} of one product`,
          );
          return;
        }
        commit(addOne(items, id));
        toast.success('Added to Cart');
      },
      setQuantity: (id, quantity) => {
        commit(setQuantity(items, id, quantity));
        toast.success('Cart Updated');
      },
      remove: (id) => {
        commit(removeOne(items, id));
        toast.success('Removed from Cart');
      },
      removeLine: (id) => {
        const name = catalogue()?.find((candidate) => candidate._id === id)?.name;
        commit(setQuantity(items, id, 0));
        toast.success(name ? `${name} removed from Cart` : 'Item removed from Cart');
      },
      clear: () => {
        setItems({});
        if (!signedInAs.current) writeVisitorCart({});
      },
    }),
    [items, commit, catalogue],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
