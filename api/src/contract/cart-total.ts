import { gstAddedPaise, type TaxMode } from './tax.ts';

/** The spec's tax in percent, added on top of products that have no GST rate of their own. */
export const TAX_PERCENT = 2;

export interface CartTotals {
  subtotalPaise: number;
  taxPaise: number;
  amountPaise: number;
}

export interface TaxLine {
  offerPricePaise: number;
  quantity: number;
  /** The product's GST rate in percent; null or absent when the shop has not set one. */
  gstRate?: number | null;
}

/**
 * The rate a line is taxed at in `added` mode: its product's GST rate, or the spec's 2% when
 * it has none. Orders placed before rates counted (`byRate` false) took 2% on everything.
 */
export const addedRateOf = (line: Pick<TaxLine, 'gstRate'>, byRate = true): number =>
  byRate ? (line.gstRate ?? TAX_PERCENT) : TAX_PERCENT;

/**
 * The goods' value by the rate they are taxed at in `added` mode, rates ascending: tax is
 * rounded once per rate, as a bill shows it.
 */
export function valueByAddedRate(lines: readonly TaxLine[], byRate = true): [number, number][] {
  const byRateValue = new Map<number, number>();
  for (const line of lines) {
    const rate = addedRateOf(line, byRate);
    byRateValue.set(rate, (byRateValue.get(rate) ?? 0) + line.offerPricePaise * line.quantity);
  }
  return [...byRateValue].sort(([a], [b]) => a - b);
}

/**
 * The one money rule, shared by the API (what is charged) and the apps (what is shown):
 * subtotal = Σ offerPrice × quantity in paise; in `added` mode, tax = for each rate, the
 * value of the lines taxed at it × the rate, rounded to the nearest paisa (halves up), the
 * rate being the product's GST rate or the spec's 2% without one; nothing when the prices
 * already include GST (`included`); amount = subtotal + tax. Integers throughout.
 */
export function cartTotals(
  lines: readonly TaxLine[],
  taxMode: TaxMode = 'added',
  byRate = true,
): CartTotals {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.offerPricePaise * l.quantity, 0);
  const taxPaise =
    taxMode === 'included'
      ? 0
      : addedTaxRows(lines, byRate).reduce((sum, row) => sum + row.paise, 0);
  return { subtotalPaise, taxPaise, amountPaise: subtotalPaise + taxPaise };
}

/**
 * The tax added on top in `added` mode as the cart and the bill list it: one row per rate
 * that adds something (rates ascending), summing to `cartTotals(...).taxPaise`.
 */
export const addedTaxRows = (
  lines: readonly TaxLine[],
  byRate = true,
): { rate: number; paise: number }[] =>
  valueByAddedRate(lines, byRate)
    .filter(([rate]) => rate > 0)
    .map(([rate, value]) => ({ rate, paise: gstAddedPaise(value, rate) }));

/**
 * Shares an order's tax added on top (rounded once per rate) out over its lines, each at the
 * rate it was taxed at, to the paisa: what rounding leaves goes to the last line. For the
 * places that show tax per line (an ONDC quote, the accountant's export).
 */
export function addedTaxPerLine(
  lines: readonly { paise: number; rate: number }[],
  taxPaise: number,
): number[] {
  const shares = lines.map(({ paise, rate }) => gstAddedPaise(paise, rate));
  const rest = taxPaise - shares.reduce((sum, share) => sum + share, 0);
  if (shares.length > 0) shares[shares.length - 1] = (shares.at(-1) ?? 0) + rest;
  return shares;
}

export interface OrderTotals extends CartTotals {
  deliveryFeePaise: number;
}

/**
 * The goods' totals with the delivery fee the shop's rules give them (docs/api.md,
 * "Delivery"): amount = subtotal + tax + fee, the tax being on the goods only. The API charges
 * it and the cart shows it, so both say the same to the paisa.
 */
export const withDeliveryFee = (goods: CartTotals, deliveryFeePaise: number): OrderTotals => ({
  ...goods,
  deliveryFeePaise,
  amountPaise: goods.amountPaise + deliveryFeePaise,
});
