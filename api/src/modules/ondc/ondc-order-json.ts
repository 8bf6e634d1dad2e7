import { paidThroughNetwork } from '../../contract/order.ts';
import type { OrderStatus } from '../../contract/order-status.ts';
import type { OrderRecord } from '../order/order.service.ts';
import { FULFILLMENT_ID, LOCATION_ID, PROVIDER_ID, rupees } from './on-search.ts';
import { addedRateOf } from '../../contract/cart-total.ts';
import { DELIVERY_CATEGORY, DELIVERY_TAT, taxPerLine } from './ondc-quote.ts';
import { slotFulfillment, slotFulfillmentId } from './slot-fulfillments.ts';

// A placed order as ONDC retail 1.2.0 describes it in on_confirm, on_status and on_cancel
// (ONDC-RET-Specifications, draft-1.2.1 examples; states as ONDC's log validator checks
// them): our status as the order's state and its fulfillment's state, the quote from the
// order's own rows (what was charged, not today's prices).

/** Order state (Beckn `order.state`) and fulfillment state code, for each of our statuses. */
export const ONDC_STATES: Readonly<Record<OrderStatus, { order: string; fulfillment: string }>> = {
  // The shop takes every order it confirms: nothing waits for the seller to accept it.
  'Order Placed': { order: 'Accepted', fulfillment: 'Pending' },
  Packed: { order: 'In-progress', fulfillment: 'Packed' },
  'Out for delivery': { order: 'In-progress', fulfillment: 'Out-for-delivery' },
  Delivered: { order: 'Completed', fulfillment: 'Order-delivered' },
  Cancelled: { order: 'Cancelled', fulfillment: 'Cancelled' },
};

/** Cash on delivery, collected by the shop. */
export const PAYMENT_TYPE = 'ON-FULFILLMENT';
/** Paid when ordering, to the buyer app, which settles with the shop (ONDC_SETTLEMENT_UPI). */
export const PREPAID_TYPE = 'ON-ORDER';

const money = (paise: number) => ({ currency: 'INR', value: rupees(paise / 100) });

/** What the confirm said that every later answer repeats (the buyer app's own words). */
export interface ConfirmEcho {
  id: string;
  billing?: unknown;
  end?: unknown;
  payment?: Record<string, unknown>;
  createdAt?: unknown;
}

export interface ShopSide {
  name: string;
  gps: string;
  phone: string;
  email: string;
  /** Where the shop's clock is: a slot's times are read in it. */
  timeZone: string;
}

/** The quote of a placed order: its lines, each line's tax, delivery. */
function quoteOf(order: OrderRecord, fulfillmentId: string) {
  const items = [...(order.items ?? [])].sort((a, b) => a.position - b.position);
  const lineTaxes = taxPerLine(
    items.map((item) => ({
      paise: item.offerPricePaise * item.quantity,
      rate: addedRateOf(item, order.taxByRate),
    })),
    order.taxPaise,
    order.taxMode,
  );
  const breakup: object[] = items.flatMap((item, i) => [
    {
      '@ondc/org/item_id': item.productId,
      '@ondc/org/item_quantity': { count: item.quantity },
      title: item.name,
      '@ondc/org/title_type': 'item',
      price: money(item.offerPricePaise * item.quantity),
      item: { price: money(item.offerPricePaise) },
    },
    {
      '@ondc/org/item_id': item.productId,
      title: 'Tax',
      '@ondc/org/title_type': 'tax',
      price: money(lineTaxes[i] ?? 0),
    },
  ]);
  breakup.push({
    '@ondc/org/item_id': fulfillmentId,
    title: 'Delivery charges',
    '@ondc/org/title_type': 'delivery',
    price: money(order.deliveryFeePaise),
  });
  return { items, quote: { price: money(order.amountPaise), breakup, ttl: 'P1D' } };
}

/** The fulfillment an order is: its slot's, or the one delivery of a shop without slots. */
export const fulfillmentIdOf = (order: Pick<OrderRecord, 'slotId' | 'slotDate'>) =>
  order.slotId && order.slotDate
    ? slotFulfillmentId({ id: order.slotId, date: order.slotDate })
    : FULFILLMENT_ID;

/** The `order` of an on_confirm / on_status / on_cancel for one of our orders. */
export function ondcOrderOf(order: OrderRecord, echo: ConfirmEcho, shop: ShopSide) {
  const state = ONDC_STATES[order.status];
  // The slot booked, as on_select offered it: the same id and time range.
  const { slotId, slotDate, slotStart, slotEnd } = order;
  const slot =
    slotId && slotDate && slotStart && slotEnd
      ? slotFulfillment(
          { id: slotId, date: slotDate, start: slotStart, end: slotEnd },
          shop.timeZone,
          Number(order.createdAt),
        )
      : undefined;
  const fulfillmentId = fulfillmentIdOf(order);
  const { items, quote } = quoteOf(order, fulfillmentId);
  const end = echo.end !== null && typeof echo.end === 'object' ? echo.end : undefined;
  const paid = order.paymentStatus === 'paid';
  return {
    id: echo.id,
    state: state.order,
    provider: { id: PROVIDER_ID, locations: [{ id: LOCATION_ID }] },
    items: items.map((item) => ({
      id: item.productId,
      fulfillment_id: fulfillmentId,
      quantity: { count: item.quantity },
    })),
    billing: echo.billing,
    fulfillments: [
      {
        id: fulfillmentId,
        type: 'Delivery',
        '@ondc/org/provider_name': shop.name,
        '@ondc/org/category': DELIVERY_CATEGORY,
        '@ondc/org/TAT': slot?.['@ondc/org/TAT'] ?? DELIVERY_TAT,
        // No live position of the delivery to share: the shop delivers itself.
        tracking: false,
        state: { descriptor: { code: state.fulfillment } },
        start: {
          location: { id: LOCATION_ID, descriptor: { name: shop.name }, gps: shop.gps },
          contact: { phone: shop.phone, email: shop.email },
        },
        ...(end || slot ? { end: { ...(slot?.end ?? {}), ...(end ?? {}) } } : {}),
      },
    ],
    quote,
    // Prepaid: confirm's own payment, unchanged (the log validator compares them whole).
    payment: paidThroughNetwork(order)
      ? { ...(echo.payment ?? {}) }
      : {
          ...(echo.payment ?? {}),
          type: PAYMENT_TYPE,
          collected_by: 'BPP',
          status: paid ? 'PAID' : 'NOT-PAID',
          params: { currency: 'INR', amount: rupees(order.amountPaise / 100) },
        },
    created_at: typeof echo.createdAt === 'string' ? echo.createdAt : iso(order.createdAt),
    updated_at: iso(order.updatedAt),
  };
}

const iso = (ms: number) => new Date(Number(ms)).toISOString();
