import type { TaxMode } from './tax.ts';

/** Tax rate in percent, added to the subtotal of offer prices when the shop's mode is `added`. */
export const TAX_PERCENT = 2;

export interface CartTotals {
  subtotalPaise: number;
  taxPaise: number;
  amountPaise: number;
}

/**
 * The one money rule, shared by the API (what is charged) and the storefront (what is
 * shown): subtotal = Σ offerPrice × quantity in paise; tax = 2% rounded to the nearest
 * paisa (halves up), or nothing when the prices already include GST (`included`); amount =
 * subtotal + tax. Integers throughout, so no float drift.
 */
export function cartTotals(
  lines: readonly { offerPricePaise: number; quantity: number }[],
  taxMode: TaxMode = 'added',
): CartTotals {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.offerPricePaise * l.quantity, 0);
  const taxPaise =
    taxMode === 'included' ? 0 : Math.floor((subtotalPaise * TAX_PERCENT + 50) / 100);
  return { subtotalPaise, taxPaise, amountPaise: subtotalPaise + taxPaise };
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
