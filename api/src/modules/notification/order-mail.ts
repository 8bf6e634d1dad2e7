import { orderReference } from '../../contract/order-reference.ts';
import { paymentTypeLabels, type OrderStatus } from '../../contract/order-status.ts';
import type { OrderRecord as OrderModel } from '../order/order.service.ts';
import {
  composeMail,
  DEFAULT_MAIL_SHOP,
  type MailContent,
  type MailRow,
  type MailShop,
} from './mail-layout.ts';
import { renderOrderEditMail } from './order-edit-mail.ts';

export type { MailContent, MailShop } from './mail-layout.ts';

export type OrderMailKind = 'confirmation' | 'status' | 'refund' | 'new-order' | 'edited';

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

/** The receipt: each item, then subtotal, tax, the delivery fee when there is one, total. */
function itemRows(order: OrderModel): MailRow[] {
  return [
    ...(order.items ?? []).map((item): MailRow => [
      `${item.name} × ${item.quantity}`,
      rs(item.offerPricePaise * item.quantity),
    ]),
    ['Subtotal', rs(order.subtotalPaise)],
    ['Tax', rs(order.taxPaise)],
    ...(order.deliveryFeePaise > 0 ? [['Delivery', rs(order.deliveryFeePaise)] as MailRow] : []),
    ['Total', rs(order.amountPaise), 'total'],
  ];
}

function addressLines(order: OrderModel): string {
  const a = order.address;
  if (!a) return '';
  return [
    `${a.firstName} ${a.lastName}`,
    a.street,
    // As typed: "Opposite Kothrud bus depot" must not become "Near Opposite …".
    a.landmark,
    `${a.city}, ${a.state} ${a.zipcode}`,
    a.country,
    `Phone: ${a.phone}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** "Slot: Fri 27 Nov, 18:00–20:00", or nothing when the order has none. */
function slotLine(order: OrderModel): string[] {
  if (!order.slotDate || !order.slotStart || !order.slotEnd) return [];
  const day = new Date(`${order.slotDate}T12:00:00Z`).toLocaleDateString('en-IN', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return [`Delivery slot: ${day}, ${order.slotStart}–${order.slotEnd}`];
}

const paidOnline = (order: OrderModel) => rs(order.paidAmountPaise ?? order.amountPaise);
/** What a cancel refunds: what came in, less what the shop's edits already refunded. */
const cancelRefund = (order: OrderModel) =>
  rs((order.paidAmountPaise ?? order.amountPaise) - (order.editRefundPaise ?? 0));

/** What the shopper must do about paying, before the order reaches them. */
function shopperPayment(order: OrderModel): string {
  if (order.paymentType === 'COD')
    return `${paymentTypeLabels.COD}: please keep ${rs(order.amountPaise)} ready.`;
  if (order.paymentStatus === 'flagged')
    return 'Online: your payment is being checked; the shop will be in touch.';
  return `Online: ${rs(order.amountPaise)} paid.`;
}

/** What the seller must do about the money: collect it at the door, or nothing. */
function sellerPayment(order: OrderModel): string {
  if (order.paymentType === 'COD') return `Collect ${rs(order.amountPaise)} on delivery.`;
  if (order.paymentStatus === 'flagged')
    return `Online: ${rs(order.paidAmountPaise ?? 0)} came in for ${rs(order.amountPaise)}; please check the payment before packing.`;
  return `Paid online (${paidOnline(order)}); nothing to collect.`;
}

/** On the delivered receipt: how it was settled. */
const settledPayment = (order: OrderModel) =>
  order.paymentType === 'COD'
    ? `Paid in cash on delivery (${rs(order.amountPaise)}).`
    : `Paid online (${paidOnline(order)}).`;

function statusMail(
  order: OrderModel,
  shown: OrderStatus,
  name: string,
  shop: MailShop,
): { lead: string; rows: MailRow[]; details: string[] } {
  const about = `Hello ${name}, your order ${orderReference(order.number, order.id)}`;
  switch (shown) {
    case 'Out for delivery':
      return {
        lead: `${about} is out for delivery and will reach you soon.`,
        rows: [['Total', rs(order.amountPaise), 'total']],
        details: order.paymentType === 'COD' ? [shopperPayment(order)] : [],
      };
    // The delivered email is the shopper's receipt: everything they paid for.
    case 'Delivered':
      return {
        lead: `${about} has been delivered. Thank you for shopping with ${shop.name}.`,
        rows: itemRows(order),
        details: [settledPayment(order)],
      };
    case 'Cancelled':
      return {
        lead: `${about} has been cancelled.`,
        rows: [['Total', rs(order.amountPaise), 'total']],
        details: order.refundStatus
          ? [`The ${cancelRefund(order)} you paid is being refunded to the way you paid.`]
          : [],
      };
    default:
      return {
        lead: `${about} is now ${shown}.`,
        rows: [['Total', rs(order.amountPaise), 'total']],
        details: [],
      };
  }
}

/** Renders one email about an order, from the order with its items and address. */
export function renderOrderMail(
  kind: OrderMailKind,
  order: OrderModel,
  status: OrderStatus | null,
  links: MailLinks,
  shop: MailShop = DEFAULT_MAIL_SHOP,
  /** `edited`: the edit the email is about (order_edits.id). */
  editId: string | null = null,
): MailContent {
  const name = order.address?.firstName ?? 'there';
  switch (kind) {
    case 'edited':
      return renderOrderEditMail(
        order,
        order.edits?.find((edit) => edit.id === editId),
        links.myOrders,
        shop,
      );
    case 'confirmation':
      return composeMail(
        {
          subject: `Your ${shop.name} order ${orderReference(order.number, order.id)} is placed`,
          lead: `Thank you, ${name}. We have your order ${orderReference(order.number, order.id)} and will let you know when it is on its way.`,
          rows: itemRows(order),
          details: [
            shopperPayment(order),
            ...slotLine(order),
            `Delivering to:\n${addressLines(order)}`,
          ],
          link: ['Your orders', links.myOrders],
        },
        shop,
      );
    case 'status': {
      const shown = status ?? order.status;
      return composeMail(
        {
          subject: `Your ${shop.name} order ${orderReference(order.number, order.id)}: ${shown}`,
          ...statusMail(order, shown, name, shop),
          link: ['Your orders', links.myOrders],
        },
        shop,
      );
    }
    case 'refund':
      return composeMail(
        {
          subject: `Your refund for ${shop.name} order ${orderReference(order.number, order.id)}`,
          lead: `Hello ${name}, we have refunded ${cancelRefund(order)} for your cancelled order ${orderReference(order.number, order.id)}. Your bank may take a few days to show it.`,
          link: ['Your orders', links.myOrders],
        },
        shop,
      );
    case 'new-order':
      return composeMail(
        {
          subject: `New order ${orderReference(order.number, order.id)}: ${rs(order.amountPaise)}, ${paymentTypeLabels[order.paymentType]}`,
          lead: `A new order ${orderReference(order.number, order.id)} is waiting to be packed.`,
          rows: itemRows(order),
          details: [
            sellerPayment(order),
            ...slotLine(order),
            `Deliver to:\n${addressLines(order)}`,
          ],
          link: ['Open Orders', links.sellerOrders],
        },
        shop,
      );
  }
}
