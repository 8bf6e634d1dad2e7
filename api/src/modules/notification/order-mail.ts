import { paymentTypeLabels, type OrderStatus } from '../../contract/order-status.ts';
import type { OrderModel } from '../order/order.model.ts';

export type OrderMailKind = 'confirmation' | 'status' | 'refund' | 'new-order';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailLinks {
  /** The shopper's orders page. */
  myOrders: string;
  /** The console's Orders screen. */
  sellerOrders: string;
}

const indianRupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const rs = (paise: number) => `Rs.${indianRupees.format(paise / 100)}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** What the message says, as paragraphs and labelled rows; both parts are built from it. */
interface Body {
  subject: string;
  lead: string;
  rows?: [string, string][];
  details?: string[];
  link?: [label: string, url: string];
}

function compose({ subject, lead, rows = [], details = [], link }: Body): MailContent {
  const text = [
    lead,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...details,
    link ? `${link[0]}: ${link[1]}` : '',
    '-- Kirana',
  ]
    .filter(Boolean)
    .join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(lead)}</p>
${rows.length ? `<table cellpadding="4" style="border-collapse:collapse">${rows.map(([label, value]) => `<tr><th align="left" style="font-weight:600">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>` : ''}
${details.map((d) => `<p style="white-space:pre-line">${escapeHtml(d)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link[1])}">${escapeHtml(link[0])}</a></p>` : ''}
<p>Kirana</p>
</body></html>`;
  return { subject, text, html };
}

function itemRows(order: OrderModel): [string, string][] {
  return [
    ...(order.items ?? []).map((item): [string, string] => [
      `${item.name} × ${item.quantity}`,
      rs(item.offerPricePaise * item.quantity),
    ]),
    ['Subtotal', rs(order.subtotalPaise)],
    ['Tax', rs(order.taxPaise)],
    ['Total', rs(order.amountPaise)],
  ];
}

function addressLines(order: OrderModel): string {
  const a = order.address;
  if (!a) return '';
  return [
    `${a.firstName} ${a.lastName}`,
    a.street,
    a.landmark ? `Near ${a.landmark}` : '',
    `${a.city}, ${a.state} ${a.zipcode}`,
    a.country,
    `Phone: ${a.phone}`,
  ]
    .filter(Boolean)
    .join('\n');
}

function paymentLine(order: OrderModel): string {
  if (order.paymentType === 'COD')
    return `${paymentTypeLabels.COD}: please keep ${rs(order.amountPaise)} ready.`;
  if (order.paymentStatus === 'flagged')
    return `Online: ${rs(order.paidAmountPaise ?? 0)} came in for ${rs(order.amountPaise)}; please check the payment before packing.`;
  return `Online: ${rs(order.amountPaise)} paid.`;
}

const statusLeads: Partial<Record<OrderStatus, string>> = {
  'Out for delivery': 'is out for delivery and will reach you soon.',
  Delivered: 'has been delivered. Thank you for shopping with us.',
  Cancelled: 'has been cancelled.',
};

/** Renders one email about an order, from the order with its items and address. */
export function renderOrderMail(
  kind: OrderMailKind,
  order: OrderModel,
  status: OrderStatus | null,
  links: MailLinks,
): MailContent {
  const name = order.address?.firstName ?? 'there';
  switch (kind) {
    case 'confirmation':
      return compose({
        subject: `Your Kirana order ${order.number} is placed`,
        lead: `Thank you, ${name}. We have your order ${order.number} and will let you know when it is on its way.`,
        rows: itemRows(order),
        details: [paymentLine(order), `Delivering to:\n${addressLines(order)}`],
        link: ['Your orders', links.myOrders],
      });
    case 'status': {
      const shown = status ?? order.status;
      const refund =
        shown === 'Cancelled' && order.refundStatus
          ? [
              `The ${rs(order.paidAmountPaise ?? order.amountPaise)} you paid is being refunded to the way you paid.`,
            ]
          : [];
      return compose({
        subject: `Your Kirana order ${order.number}: ${shown}`,
        lead: `Hello ${name}, your order ${order.number} ${statusLeads[shown] ?? `is now ${shown}.`}`,
        rows: [['Total', rs(order.amountPaise)]],
        details: refund,
        link: ['Your orders', links.myOrders],
      });
    }
    case 'refund':
      return compose({
        subject: `Your refund for Kirana order ${order.number}`,
        lead: `Hello ${name}, we have refunded ${rs(order.paidAmountPaise ?? order.amountPaise)} for your cancelled order ${order.number}. Your bank may take a few days to show it.`,
        link: ['Your orders', links.myOrders],
      });
    case 'new-order':
      return compose({
        subject: `New order ${order.number}: ${rs(order.amountPaise)}, ${paymentTypeLabels[order.paymentType]}`,
        lead: `A new order ${order.number} is waiting to be packed.`,
        rows: itemRows(order),
        details: [paymentLine(order), `Deliver to:\n${addressLines(order)}`],
        link: ['Open Orders', links.sellerOrders],
      });
  }
}
