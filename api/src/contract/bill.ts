// What a bill says, worked out once for both apps' bill views. Zod-free (types only), so a
// bill page pulls in no validation library.
import type { Order } from './order.ts';
import { orderReference } from './order-reference.ts';
import { paymentTypeLabels } from './order-status.ts';
import { toPaise } from './paise.ts';
import { rupeesInWords } from './rupees-in-words.ts';
import type { ShopProfile } from './shop.ts';
import { cgstSgst, gstAddedPaise, gstContainedPaise } from './tax.ts';
import { valueByAddedRate } from './cart-total.ts';

export interface BillLine {
  name: string;
  quantity: number;
  /** Paise. */
  unitPrice: number;
  /** Paise: unit price × quantity. */
  amount: number;
  /** On a tax invoice: the product's HSN code and GST rate when set ("HSN 0902 · GST 5%"). */
  taxDetail: string | null;
}

/** The GST of the lines of one rate (paise), with the halves a tax invoice names. */
export interface GstByRate {
  rate: number;
  /** The lines' value before GST. */
  taxable: number;
  gst: number;
  /** Central and state halves of `gst` (a supply within the shop's state). */
  cgst: number;
  sgst: number;
}

/** One tax line of the totals: "Tax (5%)" and what it added, in paise. */
export interface BillTaxRow {
  label: string;
  paise: number;
}

export interface Bill {
  /** "Tax Invoice" when the shop has a GSTIN (it charges GST), else "Bill of Supply". */
  title: 'Tax Invoice' | 'Bill of Supply';
  /** The order's number, or its short reference while it has none. */
  number: string;
  /** When the order was placed, in the shop's time zone, e.g. "27 Nov 2026, 6:15 pm". */
  date: string;
  customer: string;
  /** The delivery address as lines to print. */
  deliveryAddress: string[];
  phone: string;
  lines: BillLine[];
  /** Paise, each as the order was charged. */
  subtotal: number;
  tax: number;
  /** The tax added on top, one row per rate ("Tax (5%)"); none when prices included GST. */
  taxRows: BillTaxRow[];
  /**
   * On a tax invoice: its GST by rate with the CGST and SGST halves, either `added` on top
   * of the prices or `included` in them (lines without a rate are left out there).
   */
  gst: { kind: 'added' | 'included'; rows: GstByRate[] } | null;
  /** "Prices include GST." or null. */
  taxNote: string | null;
  deliveryFee: number;
  total: number;
  totalInWords: string;
  paymentMethod: string;
  paymentStatus: string;
}

const PAYMENT_STATUS_WORDS: Record<Order['paymentStatus'], string> = {
  not_required: 'Not required',
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  flagged: 'Under review',
};

/** Cash on delivery is settled at the door: until it is delivered, it is due. */
function paymentStatusOf(order: Order): string {
  if (order.paymentType === 'COD') {
    return order.status === 'Delivered' ? 'Paid on delivery' : 'Due on delivery';
  }
  return PAYMENT_STATUS_WORDS[order.paymentStatus];
}

export function billDate(iso: string, timeZone: string, locale = 'en-IN'): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

const byRate = (rate: number, taxable: number, gst: number): GstByRate => ({
  rate,
  taxable,
  gst,
  ...cgstSgst(gst),
});

/**
 * GST contained in the lines, grouped by rate (lines with no rate set are left out: the
 * shop has not said). Each rate's GST is worked out on the rate's total, to the paisa.
 */
function gstIncludedOf(lines: readonly { amount: number; rate: number | null }[]): GstByRate[] {
  const amounts = new Map<number, number>();
  for (const { amount, rate } of lines)
    if (rate !== null) amounts.set(rate, (amounts.get(rate) ?? 0) + amount);
  return [...amounts]
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => {
      const gst = gstContainedPaise(amount, rate);
      return byRate(rate, amount - gst, gst);
    });
}

/**
 * The tax added on top, by the rate each line was taxed at (cart-total.ts), when the rows add
 * up to what the order charged (they always should); null otherwise, so a bill never shows
 * rates that disagree with its total.
 */
function gstAddedOf(order: Order): GstByRate[] | null {
  const lines = order.items.map((item) => ({
    offerPricePaise: toPaise(item.product.offerPrice),
    quantity: item.quantity,
    gstRate: item.product.gstRate,
  }));
  const rows = valueByAddedRate(lines, order.taxByRate).map(([rate, value]) =>
    byRate(rate, value, gstAddedPaise(value, rate)),
  );
  return rows.reduce((sum, row) => sum + row.gst, 0) === toPaise(order.tax) ? rows : null;
}

/** The totals' tax lines: one per rate added ("Tax (5%)"), none when prices included GST. */
function taxRowsOf(order: Order, added: GstByRate[] | null): BillTaxRow[] {
  if (order.taxMode === 'included') return [];
  if (!added) return [{ label: 'Tax', paise: toPaise(order.tax) }];
  return added
    .filter(({ rate }) => rate > 0)
    .map(({ rate, gst }) => ({ label: `Tax (${rate}%)`, paise: gst }));
}

/**
 * The bill of `order` from `shop`, its dates in the shop's `timeZone` written for `locale`
 * (the apps pass the page's: `hi-IN` in Hindi). The words are English; the ui-kit's bill
 * sheet shows them in the page's language.
 */
export function billOf(order: Order, shop: ShopProfile, timeZone: string, locale = 'en-IN'): Bill {
  const a = order.address;
  const invoice = Boolean(shop.gstin);
  const included = order.taxMode === 'included';
  const added = included ? [] : gstAddedOf(order);
  const lines = order.items.map((item) => {
    const unitPrice = toPaise(item.product.offerPrice);
    const { hsn, gstRate } = item.product;
    const detail = [hsn ? `HSN ${hsn}` : null, gstRate !== null ? `GST ${gstRate}%` : null]
      .filter(Boolean)
      .join(' · ');
    return {
      name: item.product.name,
      quantity: item.quantity,
      unitPrice,
      amount: unitPrice * item.quantity,
      taxDetail: invoice && detail ? detail : null,
      rate: gstRate,
    };
  });
  return {
    title: shop.gstin ? 'Tax Invoice' : 'Bill of Supply',
    number: orderReference(order.number, order._id),
    date: billDate(order.createdAt, timeZone, locale),
    customer: `${a.firstName} ${a.lastName}`.trim(),
    deliveryAddress: [
      a.street,
      a.landmark,
      `${a.city}, ${a.state} ${a.zipcode}`.trim(),
      a.country,
    ].filter((line): line is string => Boolean(line)),
    phone: a.phone,
    lines: lines.map(({ rate: _rate, ...line }) => line),
    subtotal: toPaise(order.subtotal),
    tax: toPaise(order.tax),
    taxRows: taxRowsOf(order, added),
    gst: invoice
      ? { kind: order.taxMode, rows: (included ? gstIncludedOf(lines) : added) ?? [] }
      : null,
    taxNote: included ? 'Prices include GST.' : null,
    deliveryFee: toPaise(order.deliveryFee),
    total: toPaise(order.amount),
    totalInWords: rupeesInWords(toPaise(order.amount)),
    paymentMethod: paymentTypeLabels[order.paymentType],
    paymentStatus: paymentStatusOf(order),
  };
}
