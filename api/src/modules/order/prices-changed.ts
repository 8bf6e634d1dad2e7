import { toRupees } from '../../contract/paise.ts';
import type { PricesChanged } from '../../contract/order.ts';
import { AppError } from '../../lib/errors.ts';

interface PricedLine {
  product: { id: string; name: string };
  offerPricePaise: number;
}

/**
 * The shopper's cart showed other prices than the order would charge (the seller changed
 * one meanwhile): refuse with today's prices so the cart can show the change.
 */
export function pricesChanged(lines: readonly PricedLine[], amountPaise: number): AppError {
  const details: Omit<PricesChanged, 'success' | 'message'> = {
    code: 'PRICES_CHANGED',
    lines: lines.map((line) => ({
      product: line.product.id,
      name: line.product.name,
      offerPrice: toRupees(line.offerPricePaise),
    })),
    total: toRupees(amountPaise),
  };
  return new AppError(409, (w) => w.orders.pricesChanged(w.http.money(amountPaise)), {}, details);
}
