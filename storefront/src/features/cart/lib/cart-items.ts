import type { CartItems } from '@kirana/api/contract/cart';
import type { Product } from '@kirana/api/contract/product';
import type { CartLine } from '../../../lib/cart-context.ts';
import {
  addedTaxRows,
  cartTotals,
  type CartTotals,
  type TaxLine,
} from '@kirana/api/contract/cart-total';
import type { TaxMode } from '@kirana/api/contract/tax';
import { toPaise } from '@kirana/api/contract/paise';
import { MAX_QUANTITY } from '@kirana/api/contract/cart-limits';

// Pure cart rules of spec section 4; the provider decides where the result is kept.

const clamp = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(0, Math.floor(quantity)));

function withQuantity(items: CartItems, id: string, quantity: number): CartItems {
  const next = clamp(quantity);
  // Spreading keeps an existing line where it was, so the cart page does not reorder.
  if (next > 0) return { ...items, [id]: next };
  const { [id]: _removed, ...rest } = items;
  return rest;
}

/** Add: one more of the product. */
export const addOne = (items: CartItems, id: string): CartItems =>
  withQuantity(items, id, (items[id] ?? 0) + 1);

/** The quantity select: exactly `quantity` (0 removes the line). */
export const setQuantity = (items: CartItems, id: string, quantity: number): CartItems =>
  withQuantity(items, id, quantity);

/** Remove: one fewer, and the line goes at 0. */
export const removeOne = (items: CartItems, id: string): CartItems =>
  withQuantity(items, id, (items[id] ?? 0) - 1);

/** The number on the cart icon: every unit, not every line. */
export const countItems = (items: CartItems): number =>
  Object.values(items).reduce((sum, quantity) => sum + quantity, 0);

/**
 * The visitor's cart added into the account's on sign-in: quantities add up (capped at
 * 99) and nothing already in either cart is lost, except ids that no longer exist, which
 * the API would refuse.
 */
export function mergeCarts(
  account: CartItems,
  visitor: CartItems,
  knownIds: ReadonlySet<string>,
): CartItems {
  const merged: CartItems = {};
  for (const [id, quantity] of [...Object.entries(account), ...Object.entries(visitor)]) {
    if (!knownIds.has(id)) continue;
    const total = clamp((merged[id] ?? 0) + quantity);
    if (total > 0) merged[id] = total;
  }
  return merged;
}

/**
 * Only the products the shop still sells: the API refuses a cart naming an archived (or
 * deleted) product, which would otherwise block every later change to the cart.
 */
export function keepKnown(items: CartItems, knownIds: ReadonlySet<string>): CartItems {
  return Object.fromEntries(Object.entries(items).filter(([id]) => knownIds.has(id)));
}

/** The cart's lines in the order they were added, skipping products that no longer exist. */
export function cartLines(items: CartItems, products: readonly Product[]): CartLine[] {
  const byId = new Map(products.map((product) => [product._id, product]));
  return Object.entries(items).flatMap(([id, quantity]) => {
    const product = byId.get(id);
    return product ? [{ product, quantity }] : [];
  });
}

/** The cart's lines as the money rule reads them: price, quantity and GST rate. */
export const taxLinesOf = (lines: readonly CartLine[]): TaxLine[] =>
  lines.map(({ product, quantity }) => ({
    offerPricePaise: toPaise(product.offerPrice),
    quantity,
    gstRate: product.gstRate,
  }));

/** Exactly what the order will be charged: the API's own money rule, in paise. */
export const totalsOf = (lines: readonly CartLine[], taxMode: TaxMode = 'added'): CartTotals =>
  cartTotals(taxLinesOf(lines), taxMode);

/** The tax lines the cart lists in `added` mode, one per rate. */
export const taxRowsOf = (lines: readonly CartLine[]) => addedTaxRows(taxLinesOf(lines));
