import { MAX_STOCK, shelfCount, stockForShelf } from '../../contract/stock.ts';

/**
 * The `stock` column a seller's edit leaves, as a patch. The seller counts the shelf, where
 * the units held for unpacked orders still are, so a count becomes `stock` with the held
 * units taken off. When the form says which count it showed (`base`), the seller's change
 * from it is applied to the count now: an order packed while the form was open stays
 * packed, and an untouched count changes nothing.
 */
export function stockChange(
  current: { stock: number | null; held: number },
  count: number | null | undefined,
  base: number | null | undefined,
): { stock?: number | null } {
  if (count === undefined) return {};
  const now = shelfCount(current);
  if (count === null || now === null || base === undefined || base === null)
    return { stock: stockForShelf(count, current.held) };
  if (count === base) return {};
  const shelf = Math.min(MAX_STOCK, Math.max(0, now + (count - base)));
  return { stock: stockForShelf(shelf, current.held) };
}
