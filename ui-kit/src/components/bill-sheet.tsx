import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { billTaxLabel, billTotalInWords, billWord } from '../lib/bill-words.ts';
import { formatPrice } from '../lib/format-price.ts';
import { BillPaperSwitch, type BillPaper } from './bill-paper-switch.tsx';
import { GstByRateTable, type GstRow } from './gst-by-rate-table.tsx';
import './bill-sheet.css';

/** What a bill says (the API's `contract/bill.ts` works it out from an order); paise. */
export interface BillSheetData {
  title: string;
  number: string;
  /** In the shop's time zone, ready to print. */
  date: string;
  customer: string;
  deliveryAddress: readonly string[];
  phone: string;
  lines: readonly {
    name: string;
    quantity: number;
    unitPrice: number;
    amount: number;
    /** e.g. "HSN 0902 · GST 5%", printed under the name. */
    taxDetail: string | null;
  }[];
  subtotal: number;
  tax: number;
  /** The tax added on top, one row per rate ("Tax (5%)"); none when prices included GST. */
  taxRows: readonly { label: string; paise: number }[];
  /** A tax invoice's GST by rate with its CGST and SGST halves; null on a bill of supply. */
  gst: { kind: 'added' | 'included'; rows: readonly GstRow[] } | null;
  taxNote: string | null;
  deliveryFee: number;
  total: number;
  totalInWords: string;
  paymentMethod: string;
  paymentStatus: string;
}

/** The shop's details a bill carries; null ones are left out. */
export interface BillShop {
  name: string | null;
  address: string | null;
  phone: string | null;
  gstin: string | null;
  fssai: string | null;
}

// Whole paise to rupees for display: exact for any amount a bill holds.
const money = (paise: number) => formatPrice(paise / 100);

/** The shop's header of a bill: only the details it has set. */
function ShopLines({ shop }: { shop: BillShop }) {
  const { name, address, phone, gstin, fssai } = shop;
  return (
    <div className="text-center">
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the brand, the same in every language */}
      <p className="text-lg font-semibold">{name ?? 'Kirana'}</p>
      {address ? <p className="whitespace-pre-line">{address}</p> : null}
      {phone ? <p>{t`Phone: ${phone}`}</p> : null}
      {gstin ? <p>{t`GSTIN: ${gstin}`}</p> : null}
      {fssai ? <p>{t`FSSAI Lic. No. ${fssai}`}</p> : null}
    </div>
  );
}

/**
 * One order's bill, on screen as it will print, for an A4 sheet or an 80 mm thermal
 * receipt (the paper switch itself is not printed).
 */
export function BillSheet({ bill, shop }: { bill: BillSheetData; shop: BillShop }) {
  const titleId = useId();
  const [paper, setPaper] = useState<BillPaper>('a4');
  const receipt = paper === 'receipt';
  const cellClass = receipt ? 'py-1' : 'px-2 py-1.5';
  const { customer, phone, paymentMethod, paymentStatus } = bill;
  const method = billWord(paymentMethod);
  const status = billWord(paymentStatus);
  return (
    <div className="flex flex-col gap-4">
      <BillPaperSwitch paper={paper} onChange={setPaper} />
      <article
        aria-labelledby={titleId}
        className={`bill bill-${paper} w-full rounded-card border border-line bg-surface p-4 text-ink`}
      >
        <ShopLines shop={shop} />
        <h1 id={titleId} className="mt-3 text-center text-base font-semibold uppercase">
          {billWord(bill.title)}
        </h1>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt>{t`Bill No.`}</dt>
          <dd>{bill.number}</dd>
          <dt>{t`Date`}</dt>
          <dd>{bill.date}</dd>
        </dl>
        <div className="mt-3 text-sm">
          <p className="font-medium">{t`Bill to: ${customer}`}</p>
          <address className="not-italic">
            {bill.deliveryAddress.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            {phone ? <span className="block">{t`Phone: ${phone}`}</span> : null}
          </address>
        </div>
        {/* A long product name wraps; on the narrowest phones the table scrolls in place. */}
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">{t`Items`}</caption>
            <thead className="border-y border-line">
              <tr>
                <th scope="col" className={`${cellClass} text-left`}>
                  {t`Item`}
                </th>
                <th scope="col" className={`${cellClass} text-right`}>
                  {t`Qty`}
                </th>
                <th scope="col" className={`${cellClass} text-right`}>
                  {t`Rate`}
                </th>
                <th scope="col" className={`${cellClass} text-right`}>
                  {t`Amount`}
                </th>
              </tr>
            </thead>
            <tbody>
              {bill.lines.map((line, index) => (
                <tr key={`${line.name}-${index}`}>
                  <th scope="row" className={`${cellClass} text-left font-normal`}>
                    {line.name}
                    {line.taxDetail ? (
                      <span className="block text-xs text-ink-muted">{line.taxDetail}</span>
                    ) : null}
                  </th>
                  <td className={`${cellClass} text-right`}>{line.quantity}</td>
                  <td className={`${cellClass} text-right`}>{money(line.unitPrice)}</td>
                  <td className={`${cellClass} text-right`}>{money(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-line">
              <BillTotal label={t`Subtotal`} paise={bill.subtotal} cell={cellClass} />
              {bill.taxRows.map((row) => (
                <BillTotal
                  key={row.label}
                  label={billTaxLabel(row.label)}
                  paise={row.paise}
                  cell={cellClass}
                />
              ))}
              {bill.deliveryFee > 0 ? (
                <BillTotal label={t`Delivery fee`} paise={bill.deliveryFee} cell={cellClass} />
              ) : null}
              <BillTotal label={t`Total`} paise={bill.total} cell={`${cellClass} font-semibold`} />
            </tfoot>
          </table>
        </div>
        <p className="mt-2 text-sm">
          <span className="font-medium">{t`Amount in words:`}</span> {billTotalInWords(bill)}
        </p>
        {bill.taxNote ? <p className="mt-2 text-sm">{billWord(bill.taxNote)}</p> : null}
        {bill.gst && bill.gst.rows.length > 0 ? (
          <GstByRateTable kind={bill.gst.kind} rows={bill.gst.rows} />
        ) : null}
        <p className="mt-2 text-sm">{t`Payment: ${method} · ${status}`}</p>
      </article>
    </div>
  );
}

function BillTotal({ label, paise, cell }: { label: string; paise: number; cell: string }) {
  return (
    <tr>
      <th scope="row" colSpan={3} className={`${cell} text-right font-normal`}>
        {label}
      </th>
      <td className={`${cell} text-right`}>{money(paise)}</td>
    </tr>
  );
}
