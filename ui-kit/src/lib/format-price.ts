// en-IN gives the Indian grouping (1,23,456); the kit always shows two decimals so
// prices line up in lists and the cart total reads to the paisa.
const rupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const CURRENCY_PREFIX = 'Rs.';

/**
 * Formats an amount in rupees for display: `Rs.` + Indian digit grouping + exactly two
 * decimals, e.g. 123456.5 → "Rs.1,23,456.50", 45 → "Rs.45.00", -5 → "-Rs.5.00".
 * Throws a RangeError for NaN or Infinity so a broken amount never reaches the screen.
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Cannot format a price of ${amount}`);
  }
  const formatted = rupees.format(Math.abs(amount));
  // Rounding can turn a tiny negative into zero; never show "-Rs.0.00".
  const negative = amount < 0 && formatted !== rupees.format(0);
  return `${negative ? '-' : ''}${CURRENCY_PREFIX}${formatted}`;
}
