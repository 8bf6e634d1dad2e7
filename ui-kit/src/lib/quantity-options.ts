export const DEFAULT_MAX_QUANTITY_CHOICE = 9;

/**
 * The quantities a shopper may pick for a cart line: 1 to 9 (or to `limit` when fewer are
 * left), plus the current quantity when it is larger, so the select still shows what is in
 * the cart.
 */
export function quantityOptions(current: number, limit = Infinity): number[] {
  const safeCurrent = Number.isFinite(current) ? Math.floor(current) : 0;
  const top = Math.max(
    1,
    Math.floor(Math.min(Math.max(DEFAULT_MAX_QUANTITY_CHOICE, safeCurrent), limit)),
  );
  const options = Array.from({ length: top }, (_, index) => index + 1);
  return safeCurrent > top ? [...options, safeCurrent] : options;
}
