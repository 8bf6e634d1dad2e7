import { orderReference } from '../../contract/order-reference.ts';
import type { OrderStatus } from '../../contract/order-status.ts';
import type { OrderRecord as OrderModel } from '../order/order.service.ts';
import {
  composeMail,
  DEFAULT_MAIL_SHOP,
  type MailContent,
  type MailRow,
  type MailShop,
} from './mail-layout.ts';
import { mailWordsIn, type MailWords } from './mail-words/by-language.ts';
import { renderOrderEditMail } from './order-edit-mail.ts';

export type { MailContent, MailShop } from './mail-layout.ts';

export type OrderMailKind = 'confirmation' | 'status' | 'refund' | 'new-order' | 'edited';

export interface MailLinks {
  /** The shopper's orders page. */
  myOrders: string;
  /** The console's Orders screen. */
  sellerOrders: string;
}

/** The receipt: each item, then subtotal, tax, the delivery fee when there is one, total. */
function itemRows(order: OrderModel, w: MailWords): MailRow[] {
  return [
    ...(order.items ?? []).map((item): MailRow => [
      `${item.name} × ${item.quantity}`,
      w.money(item.offerPricePaise * item.quantity),
    ]),
    [w.receipt.subtotal, w.money(order.subtotalPaise)],
    [w.receipt.tax, w.money(order.taxPaise)],
    ...(order.deliveryFeePaise > 0
      ? [[w.receipt.delivery, w.money(order.deliveryFeePaise)] as MailRow]
      : []),
    [w.receipt.total, w.money(order.amountPaise), 'total'],
  ];
}

const totalRow = (order: OrderModel, w: MailWords): MailRow[] => [
  [w.receipt.total, w.money(order.amountPaise), 'total'],
];

function addressLines(order: OrderModel, w: MailWords): string {
  const a = order.address;
  if (!a) return '';
  return [
    `${a.firstName} ${a.lastName}`.trim(),
    a.street,
    // As typed: "Opposite Kothrud bus depot" must not become "Near Opposite …".
    a.landmark,
    `${a.city}, ${a.state} ${a.zipcode}`,
    a.country,
    w.phoneLine(a.phone),
  ]
    .filter(Boolean)
    .join('\n');
}

/** "Delivery slot: Fri, 27 Nov, 18:00–20:00", or nothing when the order has none. */
function slotLine(order: OrderModel, w: MailWords): string[] {
  if (!order.slotDate || !order.slotStart || !order.slotEnd) return [];
  return [w.slotLine(w.slotDay(order.slotDate), order.slotStart, order.slotEnd)];
}

const paidOnline = (order: OrderModel, w: MailWords) =>
  w.money(order.paidAmountPaise ?? order.amountPaise);
/** What a cancel refunds: what came in, less what the shop's edits already refunded. */
const cancelRefund = (order: OrderModel, w: MailWords) =>
  w.money((order.paidAmountPaise ?? order.amountPaise) - (order.editRefundPaise ?? 0));

/** What the shopper must do about paying, before the order reaches them. */
function shopperPayment(order: OrderModel, w: MailWords): string {
  if (order.paymentType === 'COD') return w.shopperPays.keepReady(w.money(order.amountPaise));
  if (order.paymentStatus === 'flagged') return w.shopperPays.beingChecked;
  return w.shopperPays.paidOnline(w.money(order.amountPaise));
}

/** What the seller must do about the money: collect it at the door, or nothing. */
function sellerPayment(order: OrderModel, w: MailWords): string {
  if (order.paymentType === 'COD') return w.newOrder.collect(w.money(order.amountPaise));
  if (order.paymentStatus === 'flagged')
    return w.newOrder.paidOtherAmount(
      w.money(order.paidAmountPaise ?? 0),
      w.money(order.amountPaise),
    );
  return w.newOrder.nothingToCollect(paidOnline(order, w));
}

/** On the delivered receipt: how it was settled. */
const settledPayment = (order: OrderModel, w: MailWords) =>
  order.paymentType === 'COD'
    ? w.shopperPays.settledInCash(w.money(order.amountPaise))
    : w.shopperPays.settledOnline(paidOnline(order, w));

function statusMail(
  order: OrderModel,
  shown: OrderStatus,
  name: string | undefined,
  shop: MailShop,
  w: MailWords,
): { lead: string; rows: MailRow[]; details: string[] } {
  const ref = orderReference(order.number, order.id);
  switch (shown) {
    case 'Out for delivery':
      return {
        lead: w.status.outForDelivery(name, ref),
        rows: totalRow(order, w),
        details: order.paymentType === 'COD' ? [shopperPayment(order, w)] : [],
      };
    // The delivered email is the shopper's receipt: everything they paid for.
    case 'Delivered':
      return {
        lead: w.status.delivered(name, ref, shop.name),
        rows: itemRows(order, w),
        details: [settledPayment(order, w)],
      };
    case 'Cancelled':
      return {
        lead: w.status.cancelled(name, ref),
        rows: totalRow(order, w),
        details: [
          ...(order.cancelReason
            ? [
                w.status.because(
                  order.cancelReason === 'other'
                    ? (order.cancelNote ?? '')
                    : w.cancelReasons[order.cancelReason],
                ),
              ]
            : []),
          ...(order.refundStatus ? [w.status.refunding(cancelRefund(order, w))] : []),
        ],
      };
    default:
      return {
        lead: w.status.now(name, ref, w.statuses[shown]),
        rows: totalRow(order, w),
        details: [],
      };
  }
}

/**
 * Renders one email about an order, from the order with its items and address, in `lang`:
 * the order's own (`orders.lang`, the shopper's) unless given (the seller's).
 */
export function renderOrderMail(
  kind: OrderMailKind,
  order: OrderModel,
  status: OrderStatus | null,
  links: MailLinks,
  shop: MailShop = DEFAULT_MAIL_SHOP,
  /** `edited`: the edit the email is about (order_edits.id). */
  editId: string | null = null,
  lang: string | null = order.lang,
): MailContent {
  const w = mailWordsIn(lang);
  const name = order.address?.firstName;
  const ref = orderReference(order.number, order.id);
  const mail = (body: Parameters<typeof composeMail>[0]) => composeMail(body, shop, w);
  switch (kind) {
    case 'edited':
      return renderOrderEditMail(
        order,
        order.edits?.find((edit) => edit.id === editId),
        links.myOrders,
        shop,
        w,
      );
    case 'confirmation':
      return mail({
        subject: w.confirmation.subject(shop.name, ref),
        lead: w.confirmation.lead(name, ref),
        rows: itemRows(order, w),
        details: [
          shopperPayment(order, w),
          ...slotLine(order, w),
          `${w.confirmation.deliveringTo}\n${addressLines(order, w)}`,
        ],
        link: [w.yourOrders, links.myOrders],
      });
    case 'status': {
      const shown = status ?? order.status;
      return mail({
        subject: w.status.subject(shop.name, ref, w.statuses[shown]),
        ...statusMail(order, shown, name, shop, w),
        link: [w.yourOrders, links.myOrders],
      });
    }
    case 'refund':
      return mail({
        subject: w.refund.subject(shop.name, ref),
        lead: w.refund.lead(name, ref, cancelRefund(order, w)),
        link: [w.yourOrders, links.myOrders],
      });
    case 'new-order':
      return mail({
        subject: w.newOrder.subject(
          ref,
          w.money(order.amountPaise),
          w.paymentTypes[order.paymentType],
        ),
        lead: w.newOrder.lead(ref),
        rows: itemRows(order, w),
        details: [
          sellerPayment(order, w),
          ...slotLine(order, w),
          `${w.newOrder.deliverTo}\n${addressLines(order, w)}`,
        ],
        link: [w.newOrder.openOrders, links.sellerOrders],
      });
  }
}
