import { paymentTypeLabels } from '../../contract/order-status.ts';
import type { PaymentType } from '../../contract/order.ts';
import type { Db } from '../../db/knex.ts';
import { CSV_BOM, csvLines } from '../../lib/csv.ts';
import { shopDateTime } from '../../lib/shop-calendar.ts';
import type { TaxMode } from '../../contract/tax.ts';
import { lineGst } from './order-export-tax.ts';

// The orders of a range for the accountant (GSTR-1): one row per order line with its HSN,
// GST rate, taxable value and CGST/SGST halves, and the order's own totals once, on its first
// line, so summing a column never counts an order twice. Read in pages of orders by keyset
// (created_at, id), so a year of orders is never held in memory at once.

export const ORDER_EXPORT_COLUMNS = [
  'Order number',
  'Date',
  'Status',
  'Payment',
  'Customer',
  'PIN code',
  'Product',
  'SKU',
  'HSN',
  'GST rate',
  'Quantity',
  'Unit price',
  'Line amount',
  'Taxable value',
  'CGST',
  'SGST',
  'Tax mode',
  'Order tax',
  'Delivery fee',
  'Order total',
] as const;

/** Orders read per page; their lines and SKUs are read with them. */
export const EXPORT_PAGE = 500;

interface ExportOrder {
  id: string;
  number: string | null;
  createdAt: number;
  status: string;
  paymentType: PaymentType;
  taxMode: TaxMode;
  taxByRate: boolean | number;
  taxPaise: number;
  deliveryFeePaise: number;
  amountPaise: number;
  firstName: string | null;
  lastName: string | null;
  zipcode: string | null;
}

interface ExportLine {
  orderId: string;
  productId: string;
  name: string;
  offerPricePaise: number;
  quantity: number;
  gstRate: number | null;
  hsn: string | null;
}

const rupees = (paise: number) => (Number(paise) / 100).toFixed(2);
// MariaDB's DOUBLE and SQLite's REAL both come back as numbers; null stays null.
const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);
const TAX_MODE_WORDS: Record<TaxMode, string> = {
  added: 'GST added',
  included: 'GST included',
};

export interface OrderExportDeps {
  db: Db;
  timeZone: string;
  /** The products' SKUs (the product module's): order lines keep no SKU of their own. */
  skusOf: (productIds: readonly string[]) => Promise<ReadonlyMap<string, string | null>>;
  /** Orders per page (tests make it small). */
  pageSize?: number;
}

/**
 * The CSV in pieces: the BOM and the header, then one piece per page of orders placed in
 * [start, end) (cash on delivery, and online ones whose money came in), oldest first.
 */
export async function* orderExport(
  deps: OrderExportDeps,
  range: { start: number; end: number },
): AsyncGenerator<string> {
  const { db, timeZone } = deps;
  const pageSize = deps.pageSize ?? EXPORT_PAGE;
  yield `${CSV_BOM}${csvLines([[...ORDER_EXPORT_COLUMNS]])}`;
  let after: { createdAt: number; id: string } | undefined;
  for (;;) {
    const query = db('orders as o')
      .leftJoin('order_addresses as a', 'a.orderId', 'o.id')
      .where('o.createdAt', '>=', range.start)
      .where('o.createdAt', '<', range.end)
      .where((q) =>
        q.where('o.paymentType', 'COD').orWhereIn('o.paymentStatus', ['paid', 'flagged']),
      )
      .orderBy([
        { column: 'o.createdAt', order: 'asc' },
        { column: 'o.id', order: 'asc' },
      ])
      .limit(pageSize)
      .select(
        'o.id',
        'o.number',
        'o.createdAt',
        'o.status',
        'o.paymentType',
        'o.taxMode',
        'o.taxByRate',
        'o.taxPaise',
        'o.deliveryFeePaise',
        'o.amountPaise',
        'a.firstName',
        'a.lastName',
        'a.zipcode',
      );
    // Written `col >= v and (col > v or id > i)`: MariaDB scans a whole index for a
    // row-value comparison.
    if (after) {
      const { createdAt, id } = after;
      query
        .where('o.createdAt', '>=', createdAt)
        .where((q) => q.where('o.createdAt', '>', createdAt).orWhere('o.id', '>', id));
    }
    const orders = (await query) as ExportOrder[];
    if (orders.length === 0) return;
    const lines = (await db('order_items')
      .whereIn(
        'orderId',
        orders.map((o) => o.id),
      )
      .orderBy(['orderId', 'position'])
      .select(
        'orderId',
        'productId',
        'name',
        'offerPricePaise',
        'quantity',
        'gstRate',
        'hsn',
      )) as ExportLine[];
    const skus = await deps.skusOf([...new Set(lines.map((line) => line.productId))]);
    const linesOf = new Map<string, ExportLine[]>();
    for (const line of lines)
      linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
    const rows = orders.flatMap((order) => {
      const orderLines = linesOf.get(order.id) ?? [];
      const gst = lineGst(
        {
          taxMode: order.taxMode,
          taxByRate: Boolean(order.taxByRate),
          taxPaise: Number(order.taxPaise),
        },
        orderLines.map((line) => ({ ...line, gstRate: numberOrNull(line.gstRate) })),
      );
      return orderLines.map((line, i) => {
        const tax = gst[i];
        const first = i === 0;
        return [
          order.number ?? '',
          shopDateTime(Number(order.createdAt), timeZone),
          order.status,
          paymentTypeLabels[order.paymentType],
          [order.firstName, order.lastName].filter(Boolean).join(' '),
          order.zipcode ?? '',
          line.name,
          skus.get(line.productId) ?? '',
          line.hsn ?? '',
          tax?.rate === null || tax === undefined ? '' : String(tax.rate),
          String(line.quantity),
          rupees(line.offerPricePaise),
          rupees(line.offerPricePaise * line.quantity),
          rupees(tax?.taxable ?? 0),
          tax?.cgst === null || tax === undefined ? '' : rupees(tax.cgst),
          tax?.sgst === null || tax === undefined ? '' : rupees(tax.sgst),
          first ? TAX_MODE_WORDS[order.taxMode] : '',
          first ? rupees(order.taxPaise) : '',
          first ? rupees(order.deliveryFeePaise) : '',
          first ? rupees(order.amountPaise) : '',
        ];
      });
    });
    yield csvLines(rows);
    if (orders.length < pageSize) return;
    const last = orders[orders.length - 1];
    if (!last) return;
    after = { createdAt: Number(last.createdAt), id: last.id };
  }
}
