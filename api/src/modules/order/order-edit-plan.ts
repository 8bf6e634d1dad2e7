import type { OrderEditInput } from '../../contract/order-edit.ts';
import type { EditedLine } from '../../contract/order-edit-words.ts';
import { badRequest } from '../../lib/errors.ts';
import type { OrderItemModel } from './order-item.model.ts';

/** One line of the order after the edit, with what it gives back. */
export interface PlannedLine {
  item: OrderItemModel;
  /** The new quantity; 0: the line is removed. */
  quantity: number;
  /** Held units that go back on sale (the line held at most its quantity). */
  release: number;
}

export interface EditPlan {
  lines: PlannedLine[];
  /** The lines that changed, for the record, the email and the screens. */
  changed: EditedLine[];
}

/**
 * What `lines` (the order's new content) makes of the order's `items`: each quantity may only
 * go down, a line left out (or at 0) is removed, a product not in the order is refused, and
 * at least one line must remain (none left is a cancellation) and one must change.
 */
export function planEdit(
  items: readonly OrderItemModel[],
  lines: OrderEditInput['lines'],
): EditPlan {
  const wanted = new Map(lines.map((line) => [line.product, line.quantity]));
  for (const product of wanted.keys()) {
    if (!items.some((item) => item.productId === product))
      throw badRequest((w) => w.orders.editNothingAdded);
  }
  const planned = [...items]
    .sort((a, b) => a.position - b.position)
    .map((item): PlannedLine => {
      const quantity = wanted.get(item.productId) ?? 0;
      if (quantity > item.quantity)
        throw badRequest((w) => w.orders.editOnlyLower(item.name, item.quantity));
      return { item, quantity, release: item.stockTaken - Math.min(item.stockTaken, quantity) };
    });
  if (planned.every((line) => line.quantity === 0))
    throw badRequest((w) => w.orders.editLeavesNothing);
  const changed = planned
    .filter((line) => line.quantity !== line.item.quantity)
    .map((line) => ({
      productId: line.item.productId,
      name: line.item.name,
      from: line.item.quantity,
      to: line.quantity,
    }));
  if (changed.length === 0) throw badRequest((w) => w.orders.editNothingChanged);
  return { lines: planned, changed };
}
