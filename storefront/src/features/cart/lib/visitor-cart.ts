import type { CartItems } from '@kirana/api/contract/cart';

const STORAGE_KEY = 'kirana.cart';

function isCartItems(value: unknown): value is CartItems {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (quantity) => typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0,
  );
}

/**
 * The visitor's cart as it was left in this browser. Anything unreadable (edited by
 * hand, storage disabled) counts as an empty cart rather than breaking the shop.
 */
export function readVisitorCart(): CartItems {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return isCartItems(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function writeVisitorCart(items: CartItems): void {
  try {
    if (Object.keys(items).length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Private mode or a full quota: the cart still works for this visit.
  }
}
