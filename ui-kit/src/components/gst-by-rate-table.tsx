import { t } from '@lingui/core/macro';
import { formatPrice } from '../lib/format-price.ts';

export interface GstRow {
  rate: number;
  taxable: number;
  gst: number;
  cgst: number;
  sgst: number;
}

/**
 * A tax invoice's GST, one row per rate, with the CGST and SGST halves an intra-state
 * invoice names: `added` on top of the prices, or `included` in them; paise.
 */
export function GstByRateTable({
  kind,
  rows,
}: {
  kind: 'added' | 'included';
  rows: readonly GstRow[];
}) {
  const money = (paise: number) => formatPrice(paise / 100);
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-sm tabular-nums">
        <caption className="text-left font-medium">
          {kind === 'included' ? t`GST included in the prices` : t`GST on this bill`}
        </caption>
        <thead className="border-y border-line">
          <tr>
            <th scope="col" className="py-1 text-left">
              {t`Rate`}
            </th>
            <th scope="col" className="py-1 text-right">
              {t`Taxable value`}
            </th>
            <th scope="col" className="py-1 text-right">
              CGST
            </th>
            <th scope="col" className="py-1 text-right">
              SGST
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ rate, taxable, cgst, sgst }) => (
            <tr key={rate}>
              <th scope="row" className="py-1 text-left font-normal">
                {rate}%
              </th>
              <td className="py-1 text-right">{money(taxable)}</td>
              <td className="py-1 text-right">{money(cgst)}</td>
              <td className="py-1 text-right">{money(sgst)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
