import { t } from '@lingui/core/macro';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import type { OrderTotals } from '@kirana/api/contract/cart-total';
import { TAX_PERCENT } from '@kirana/api/contract/cart-total';
import { toRupees } from '@kirana/api/contract/paise';
import type { TaxMode } from '@kirana/api/contract/tax';

/**
 * Price, the delivery fee, 2% tax (or a note that the prices include GST) and the total:
 * what the order will be charged, to the paisa.
 */
export function CartTotalsList({ totals, taxMode }: { totals: OrderTotals; taxMode: TaxMode }) {
  const free = totals.deliveryFeePaise === 0;
  const taxPercent = TAX_PERCENT;
  // Core `t`, not the React hook: this is also rendered on its own (unit tests) without an
  // I18nProvider; the language is set before the first render and a switch reloads.
  const rows = [
    { label: t`Price`, value: formatPrice(toRupees(totals.subtotalPaise)) },
    {
      label: t`Shipping Fee`,
      value: free ? t`Free` : formatPrice(toRupees(totals.deliveryFeePaise)),
      free,
    },
    ...(taxMode === 'added'
      ? [{ label: t`Tax (${taxPercent}%)`, value: formatPrice(toRupees(totals.taxPaise)) }]
      : []),
  ];
  return (
    <dl className="flex flex-col gap-2 text-ink-muted">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between">
          <dt>{row.label}</dt>
          <dd className={row.free ? 'text-primary-strong' : 'tabular-nums'}>{row.value}</dd>
        </div>
      ))}
      <div className="mt-3 flex justify-between text-lg font-medium text-ink">
        <dt>{t`Total Amount:`}</dt>
        <dd className="tabular-nums">{formatPrice(toRupees(totals.amountPaise))}</dd>
      </div>
      {taxMode === 'included' ? <p className="text-sm">{t`Prices include GST`}</p> : null}
    </dl>
  );
}
