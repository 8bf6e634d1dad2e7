import { cartTotals } from '@kirana/api/contract/cart-total';
import type { Order } from '@kirana/api/contract/order';
import { toPaise, toRupees } from '@kirana/api/contract/paise';
import { t } from '@lingui/core/macro';

/** The quantity typed for each line, by product id, as the inputs hold it. */
export type Quantities = Record<string, string>;

export const startingQuantities = (order: Order): Quantities =>
  Object.fromEntries(order.items.map((item) => [item.product._id, String(item.quantity)]));

/**
 * What the order would come to: the goods under its own tax mode, plus its delivery fee
 * (an edit never raises the fee, so this is the most it can be; the server has the last word).
 */
export function previewTotal(order: Order, quantities: Quantities): number | null {
  const lines = order.items.map((item) => ({
    offerPricePaise: toPaise(item.product.offerPrice),
    quantity: Number(quantities[item.product._id] ?? 0),
    gstRate: item.product.gstRate,
  }));
  if (lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 0)) return null;
  const goods = cartTotals(lines, order.taxMode, order.taxByRate);
  return toRupees(goods.amountPaise + toPaise(order.deliveryFee));
}

/** Checks the form as the API will; a message per field, or none. */
export function editProblems(order: Order, quantities: Quantities, reason: string) {
  const lineErrors: Record<string, string> = {};
  for (const item of order.items) {
    const value = Number(quantities[item.product._id] ?? 0);
    const most = item.quantity;
    if (!Number.isInteger(value) || value < 0)
      lineErrors[item.product._id] = t`Enter a whole number, 0 or more.`;
    else if (value > most)
      lineErrors[item.product._id] = t`At most ${most}: a quantity can only be lowered.`;
  }
  const values = order.items.map((item) => Number(quantities[item.product._id] ?? 0));
  const form =
    Object.keys(lineErrors).length > 0
      ? null
      : values.every((v) => v === 0)
        ? t`That would leave no items: cancel the order instead.`
        : order.items.every((item, i) => values[i] === item.quantity)
          ? t`Nothing changed yet: lower a quantity or remove a line.`
          : null;
  const reasonError = reason.trim() === '' ? t`Please give a reason for the change.` : null;
  return { lineErrors, form, reasonError };
}
