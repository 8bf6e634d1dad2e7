// What a bill says, worked out once for both apps' bill views. Zod-free (types only), so a
// bill page pulls in no validation library.
import type { Order } from './order.ts';
import { orderReference } from './order-reference.ts';
import { paymentTypeLabels } from './order-status.ts';
import { toPaise } from './paise.ts';
import { rupeesInWords } from './rupees-in-words.ts';
import type { ShopProfile } from './shop.ts';
import { gstContainedPaise } from './tax.ts';
import { TAX_PERCENT } from './cart-total.ts';

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

/** The GST contained in GST-inclusive lines of one rate (paise). */
export interface GstIncluded {
  rate: number;
  /** The lines' value before GST. */
  taxable: number;
  gst: number;
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
  /** "Tax (2%)" when tax was added on top; null when the prices included GST. */
  taxLabel: string | null;
  /** Prices including GST on a tax invoice: the GST they contain, by rate. */
  gstIncluded: GstIncluded[];
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

/**
 * GST contained in the lines, grouped by rate (lines with no rate set are left out: the
 * shop has not said). Each rate's GST is worked out on the rate's total, to the paisa.
 */
function gstIncludedOf(lines: readonly { amount: number; rate: number | null }[]): GstIncluded[] {
  const byRate = new Map<number, number>();
  for (const { amount, rate } of lines)
    if (rate !== null) byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => {
      const gst = gstContainedPaise(amount, rate);
      return { rate, taxable: amount - gst, gst };
    });
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
    taxLabel: included ? null : `Tax (${TAX_PERCENT}%)`,
    gstIncluded: included && invoice ? gstIncludedOf(lines) : [],
    taxNote: included ? 'Prices include GST.' : null,
    deliveryFee: toPaise(order.deliveryFee),
    total: toPaise(order.amount),
    totalInWords: rupeesInWords(toPaise(order.amount)),
    paymentMethod: paymentTypeLabels[order.paymentType],
    paymentStatus: paymentStatusOf(order),
  };
}
