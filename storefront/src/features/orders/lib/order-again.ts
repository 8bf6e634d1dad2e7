import type { Order } from '@kirana/api/contract/order';
import type { Product } from '@kirana/api/contract/product';
import { isPurchasable, maxOrderable } from '@kirana/api/contract/stock';

export interface OrderAgainPlan {
  /** What goes into the cart: today's products, capped at what is left. */
  lines: { productId: string; quantity: number }[];
  /** What the shopper is told, or undefined when everything went in as before. */
  note: string | undefined;
}

const list = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * An earlier order's lines against the products as they are today (`current`: those still
 * sold; archived ones are missing): at the same quantities, capped at stock, with each one
 * left out or cut named. Prices are today's, as the cart always shows.
 */
export function planOrderAgain(order: Order, current: readonly Product[]): OrderAgainPlan {
  const byId = new Map(current.map((product) => [product._id, product]));
  const lines: OrderAgainPlan['lines'] = [];
  const gone: string[] = [];
  const out: string[] = [];
  const fewer: string[] = [];
  for (const { product: was, quantity } of order.items) {
    const product = byId.get(was._id);
    if (!product) gone.push(was.name);
    else if (!isPurchasable(product)) out.push(product.name);
    else {
      const cap = Math.min(quantity, maxOrderable(product));
      if (cap < quantity) fewer.push(`${product.name} (only ${cap} left)`);
      lines.push({ productId: product._id, quantity: cap });
    }
  }
  const notes = [
    gone.length ? `${list(gone)} ${gone.length === 1 ? 'is' : 'are'} no longer sold.` : '',
    out.length ? `${list(out)} ${out.length === 1 ? 'is' : 'are'} out of stock.` : '',
    fewer.length ? `Fewer of ${list(fewer)}.` : '',
  ].filter(Boolean);
  return { lines, note: notes.length ? notes.join(' ') : undefined };
}
