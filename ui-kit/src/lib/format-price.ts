import { i18n } from '@lingui/core';

// en-IN gives the Indian grouping (1,23,456) in every language; the kit always shows two
// decimals so prices line up in lists and the cart total reads to the paisa.
const rupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The spec's `Rs.` in English; Hindi readers expect the rupee sign. */
export function currencyPrefix(language: string = i18n.locale): string {
  // The spec's prefix, chosen by language here rather than translated: a catalogue could not
  // keep "Rs." and "₹" apart from the digits' formatting.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a currency sign, not words
  return language === 'hi' ? '₹' : 'Rs.';
}

/**
 * Formats an amount in rupees for display in the active language: `Rs.` (English) or `₹`
 * (Hindi) + Indian digit grouping + exactly two decimals, e.g. 123456.5 → "Rs.1,23,456.50"
 * or "₹1,23,456.50", 45 → "Rs.45.00", -5 → "-Rs.5.00". Throws a RangeError for NaN or
 * Infinity so a broken amount never reaches the screen.
 */
export function formatPrice(amount: number, language: string = i18n.locale): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Cannot format a price of ${amount}`);
  }
  const formatted = rupees.format(Math.abs(amount));
  // Rounding can turn a tiny negative into zero; never show "-Rs.0.00".
  const negative = amount < 0 && formatted !== rupees.format(0);
  return `${negative ? '-' : ''}${currencyPrefix(language)}${formatted}`;
}
