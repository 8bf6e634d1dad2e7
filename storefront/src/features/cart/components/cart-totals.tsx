import { t } from '@lingui/core/macro';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import type { OrderTotals } from '@kirana/api/contract/cart-total';
import { TAX_PERCENT } from '@kirana/api/contract/cart-total';
import { toRupees } from '@kirana/api/contract/paise';
import type { TaxMode } from '@kirana/api/contract/tax';

/**
 * Price, the delivery fee, the tax added (a line per rate: each product's GST rate, the
 * spec's 2% without one) or a note that the prices include GST, and the total: what the
 * order will be charged, to the paisa.
 */
export function CartTotalsList({
  totals,
  taxMode,
  taxRows = [],
}: {
  totals: OrderTotals;
  taxMode: TaxMode;
  /** `addedTaxRows` of the lines; none (an empty cart) shows the spec's 2% at nothing. */
  taxRows?: readonly { rate: number; paise: number }[];
}) {
  const free = totals.deliveryFeePaise === 0;
  const added = taxRows.length > 0 ? taxRows : [{ rate: TAX_PERCENT, paise: totals.taxPaise }];
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
      ? added.map(({ rate, paise }) => ({
          label: t`Tax (${rate}%)`,
          value: formatPrice(toRupees(paise)),
        }))
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
