import { pricesChangedSchema, type PricesChanged } from '@kirana/api/contract/order';
import { cartTotals, withDeliveryFee } from '@kirana/api/contract/cart-total';
import type { TaxMode } from '@kirana/api/contract/tax';
import { toPaise, toRupees } from '@kirana/api/contract/paise';
import { ApiError } from '@kirana/api/client/api-client';
import { t } from '@lingui/core/macro';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import type { CartLine } from '../../../lib/cart-context.ts';

/**
 * The total the cart shows, delivery fee included, in rupees: the order carries it so the
 * charge cannot differ.
 */
export const shownTotal = (
  lines: readonly CartLine[],
  deliveryFeePaise: number,
  taxMode: TaxMode,
): number =>
  toRupees(
    withDeliveryFee(
      cartTotals(
        lines.map(({ product, quantity }) => ({
          offerPricePaise: toPaise(product.offerPrice),
          quantity,
          gstRate: product.gstRate,
        })),
        taxMode,
      ),
      deliveryFeePaise,
    ).amountPaise,
  );

/** The server's "prices changed" answer, when that is what the error is. */
export function pricesChangedOf(error: unknown): PricesChanged | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const parsed = pricesChangedSchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}

/** What to tell the shopper: which prices moved, and the new total. */
export function pricesChangedMessage(changed: PricesChanged): string {
  const prices = changed.lines
    .map((line) => `${line.name}: ${formatPrice(line.offerPrice)}`)
    .join(', ');
  const total = formatPrice(changed.total);
  return t`Prices changed since you opened your cart (${prices}). Your order now comes to ${total}. Please check your cart and place the order again.`;
}
