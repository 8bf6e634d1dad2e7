import { emptyAddressFields, pickAddressFields } from '../../contract/address-fields.ts';
import { pickLanguage } from '../../contract/languages.ts';
import { toRupees } from '../../contract/paise.ts';
import type { Order } from '../../contract/order.ts';
import { awaitingPayment } from '../../contract/order-status.ts';
import { pictureJson } from '../../images/picture-json.ts';
import { THUMBNAIL_VARIANT } from '../../images/photo-variants.ts';
import type { ModelObject } from 'objection';
import type { OrderModel } from './order.model.ts';

export function toOrderJson(order: ModelObject<OrderModel>, publicApiUrl: string): Order {
  const items = [...(order.items ?? [])].sort((a, b) => a.position - b.position);
  const a = order.address;
  return {
    _id: order.id,
    number: order.number,
    userId: order.userId,
    items: items.map((item) => {
      const images = item.imagePath
        ? [
            pictureJson(
              publicApiUrl,
              { key: item.imagePath, width: item.imageWidth, height: item.imageHeight },
              THUMBNAIL_VARIANT,
            ),
          ]
        : [];
      return {
        product: {
          _id: item.productId,
          name: item.name,
          category: item.category,
          image: images.map((picture) => picture.url),
          images,
          offerPrice: toRupees(item.offerPricePaise),
          gstRate: item.gstRate ?? null,
          hsn: item.hsn ?? null,
        },
        quantity: item.quantity,
      };
    }),
    amount: toRupees(order.amountPaise),
    subtotal: toRupees(order.subtotalPaise),
    tax: toRupees(order.taxPaise),
    taxMode: order.taxMode ?? 'added',
    taxByRate: Boolean(order.taxByRate),
    cancelReason: order.cancelReason
      ? { code: order.cancelReason, note: order.cancelNote ?? null }
      : null,
    lang: pickLanguage(order.lang),
    deliveryFee: toRupees(order.deliveryFeePaise ?? 0),
    pincode: a?.zipcode ?? '',
    slot:
      order.slotDate && order.slotStart && order.slotEnd
        ? { date: order.slotDate, start: order.slotStart, end: order.slotEnd }
        : null,
    address: a ? pickAddressFields(a) : { ...emptyAddressFields },
    paymentType: order.paymentType,
    channel: order.channel ?? 'web',
    isPaid: order.paymentStatus === 'paid',
    paymentStatus: order.paymentStatus,
    paidAmount:
      order.paidAmountPaise === null || order.paidAmountPaise === undefined
        ? null
        : toRupees(order.paidAmountPaise),
    paidCurrency: order.paidCurrency ?? null,
    status: order.status,
    events: [...(order.events ?? [])]
      .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1))
      .map((e) => ({ status: e.status, at: new Date(e.at).toISOString(), by: e.by })),
    edits: [...(order.edits ?? [])]
      .sort((a, b) => a.seq - b.seq)
      .map((edit) => ({
        at: new Date(edit.at).toISOString(),
        reason: edit.reason,
        lines: edit.lines,
        oldAmount: toRupees(edit.oldAmountPaise),
        newAmount: toRupees(edit.newAmountPaise),
        refund: toRupees(edit.refundPaise),
        refundStatus: edit.refundStatus ?? null,
      })),
    refundStatus: order.refundStatus ?? null,
    paymentDueAt:
      awaitingPayment(order) && order.paymentDueAt
        ? new Date(order.paymentDueAt).toISOString()
        : null,
    createdAt: new Date(order.createdAt).toISOString(),
  };
}
