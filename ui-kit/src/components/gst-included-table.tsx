import { t } from '@lingui/core/macro';
import { formatPrice } from '../lib/format-price.ts';

/**
 * The GST contained in GST-inclusive prices, one row per rate, with the CGST and SGST
 * halves an intra-state tax invoice names (the odd paisa goes to SGST); paise.
 */
export function GstIncludedTable({
  rows,
}: {
  rows: readonly { rate: number; taxable: number; gst: number }[];
}) {
  const money = (paise: number) => formatPrice(paise / 100);
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-sm tabular-nums">
        <caption className="text-left font-medium">{t`GST included in the prices`}</caption>
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
          {rows.map(({ rate, taxable, gst }) => {
            const cgst = Math.floor(gst / 2);
            return (
              <tr key={rate}>
                <th scope="row" className="py-1 text-left font-normal">
                  {rate}%
                </th>
                <td className="py-1 text-right">{money(taxable)}</td>
                <td className="py-1 text-right">{money(cgst)}</td>
                <td className="py-1 text-right">{money(gst - cgst)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
