export const DEFAULT_MAX_QUANTITY_CHOICE = 9;

/**
 * The quantities a shopper may pick for a cart line: 1 to 9, or 1 up to the current
 * quantity when it is already larger (so the select can still show what is in the cart).
 */
export function quantityOptions(current: number): number[] {
  const safeCurrent = Number.isFinite(current) ? Math.floor(current) : 0;
  const max = Math.max(DEFAULT_MAX_QUANTITY_CHOICE, safeCurrent);
  return Array.from({ length: max }, (_, index) => index + 1);
}
