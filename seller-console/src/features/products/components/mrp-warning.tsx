import type { TaxMode } from '@kirana/api/contract/tax';
import { toRupees } from '@kirana/api/contract/paise';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { useLingui } from '@lingui/react/macro';
import { aboveMrp } from '../lib/above-mrp.ts';

/**
 * Warns while the offer price with GST added on top would come to more than the MRP: the
 * shop may still save it (the seller may be about to change the tax mode), but knows.
 */
export function MrpWarning({
  values,
  taxMode,
}: {
  values: { price: string; offerPrice: string; gstRate: string };
  taxMode: TaxMode | undefined;
}) {
  const { t } = useLingui();
  const over = taxMode ? aboveMrp(values, taxMode) : null;
  if (!over) return null;
  const pay = formatPrice(toRupees(over.payPaise));
  const mrp = formatPrice(toRupees(over.mrpPaise));
  const rate = over.rate;
  return (
    <p role="status" className="rounded-card border border-warning bg-warning-soft p-3 text-sm">
      {t`With ${rate}% GST added at checkout, shoppers would pay ${pay}, above the MRP of ${mrp}. Selling above the MRP is not allowed: lower the offer price, or set the shop's prices to include GST on the Shop screen.`}
    </p>
  );
}
