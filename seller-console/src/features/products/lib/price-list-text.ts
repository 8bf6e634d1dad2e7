import type { PreviewChange } from '@kirana/api/contract/price-list';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';

/** `1 product`, `1,234 products`: Indian digit grouping, as the rest of the console counts. */
export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/** A shelf count, or that the product's units are not counted. */
export const countText = (count: number | null) =>
  count === null ? 'not counted' : count.toLocaleString('en-IN');

/** `Rs.49.00 → Rs.4.90`: one piece of text, so it wraps at the arrow and reads as one. */
export const moneyChangeText = ({ from, to }: { from: number; to: number }) =>
  `${formatPrice(from)} → ${formatPrice(to)}`;

export const countChangeText = ({ from, to }: { from: number | null; to: number | null }) =>
  `${countText(from)} → ${countText(to)}`;

// The form's words for the sheet's columns.
const COLUMN_LABELS: Record<PreviewChange['also'][number], string> = {
  name: 'Name',
  category: 'Category',
  weight: 'Pack size',
  gstRate: 'GST rate',
  hsn: 'HSN code',
  inStock: 'In stock switch',
  description: 'Description',
  name_hi: 'Name in Hindi',
  description_hi: 'Description in Hindi',
};

export const otherChangesText = (also: PreviewChange['also']) =>
  also.map((column) => COLUMN_LABELS[column]).join(', ');
