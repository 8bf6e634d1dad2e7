import type { Order } from '@kirana/api/contract/order';
import type { Product } from '@kirana/api/contract/product';
import { isPurchasable, maxOrderable } from '@kirana/api/contract/stock';
import { plural, t } from '@lingui/core/macro';

export interface OrderAgainPlan {
  /** What goes into the cart: today's products, capped at what is left. */
  lines: { productId: string; quantity: number }[];
  /** What the shopper is told, or undefined when everything went in as before. */
  note: string | undefined;
}

function list(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  const first = names.slice(0, -1).join(', ');
  const last = names[names.length - 1] ?? '';
  return t`${first} and ${last}`;
}

/**
 * An earlier order's lines against the products as they are today (`current`: those still
 * sold; archived ones are missing): at the same quantities, capped at stock, with each one
 * left out or cut named. Prices are today's, as the cart always shows.
 */
function goneNote(gone: readonly string[]): string {
  const names = list(gone);
  const count = gone.length;
  return plural(count, {
    one: `${names} is no longer sold.`,
    other: `${names} are no longer sold.`,
  });
}

function outNote(out: readonly string[]): string {
  const names = list(out);
  const count = out.length;
  return plural(count, {
    one: `${names} is out of stock.`,
    other: `${names} are out of stock.`,
  });
}

function fewerNote(fewer: readonly string[]): string {
  const names = list(fewer);
  return t`Fewer of ${names}.`;
}

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
      const { name } = product;
      if (cap < quantity) fewer.push(t`${name} (only ${cap} left)`);
      lines.push({ productId: product._id, quantity: cap });
    }
  }
  const notes = [
    gone.length ? goneNote(gone) : '',
    out.length ? outNote(out) : '',
    fewer.length ? fewerNote(fewer) : '',
  ].filter(Boolean);
  return { lines, note: notes.length ? notes.join(' ') : undefined };
}
