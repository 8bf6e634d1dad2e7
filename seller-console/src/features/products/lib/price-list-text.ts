import type { PreviewChange } from '@kirana/api/contract/price-list';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { formatCount } from '@kirana/ui-kit/lib/intl-locale';
import { t } from '@lingui/core/macro';

/** A shelf count (Indian digit grouping), or that the product's units are not counted. */
export const countText = (count: number | null) =>
  count === null ? t`not counted` : formatCount(count);

/** `Rs.49.00 → Rs.4.90`: one piece of text, so it wraps at the arrow and reads as one. */
export const moneyChangeText = ({ from, to }: { from: number; to: number }) =>
  `${formatPrice(from)} → ${formatPrice(to)}`;

export const countChangeText = ({ from, to }: { from: number | null; to: number | null }) =>
  `${countText(from)} → ${countText(to)}`;

// The form's words for the sheet's columns (a function: the language is active only by then).
const columnLabels = (): Record<PreviewChange['also'][number], string> => ({
  name: t`Name`,
  category: t`Category`,
  weight: t`Pack size`,
  gstRate: t`GST rate`,
  hsn: t`HSN code`,
  barcode: t`Barcode`,
  inStock: t`In stock switch`,
  description: t`Description`,
  name_hi: t`Name in Hindi`,
  description_hi: t`Description in Hindi`,
});

/** `Name in Hindi: टमाटर → empty`, one per field a row would empty. */
export const emptiedTexts = (emptied: PreviewChange['emptied']) => {
  const labels = columnLabels();
  return emptied.map(({ column, from }) => {
    const label = labels[column];
    return t`${label}: ${from} → empty`;
  });
};

export const otherChangesText = (also: PreviewChange['also']) => {
  const labels = columnLabels();
  return also.map((column) => labels[column]).join(', ');
};
