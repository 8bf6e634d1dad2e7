import { z } from 'zod';
import { addressJsonShape } from './address-fields.ts';
import { MAX_CART_LINES } from './cart-limits.ts';
import { quantitySchema } from './cart.ts';
import { languageSchema } from './language-schema.ts';
import { actors, orderStatuses, refundStatuses } from './order-status.ts';
import { categorySchema, productImageSchema } from './product.ts';
import { taxModeSchema } from './tax.ts';
import { cancelReasonSchema, orderCancelReasonSchema } from './cancel-reason.ts';

export const orderLineInputSchema = z.object(
  {
    product: z
      .string({ error: 'Each item needs a product id' })
      .min(1, 'Each item needs a product id')
      .max(64),
    quantity: quantitySchema,
  },
  { error: 'Each item needs a product and a quantity' },
);

/**
 * Body of `POST /api/order/cod` and `POST /api/order/stripe`. Prices are never taken from
 * the client: the server reads them from the database. `userId` and `paymentType` are
 * accepted for compatibility with the spec's payloads; the route decides the payment type.
 */
export const placeOrderInputSchema = z.object({
  userId: z.unknown().optional(),
  paymentType: z.unknown().optional(),
  // Checked first: "Please select an address" is what the shopper needs to hear.
  address: z
    .string({ error: 'Please select an address' })
    .min(1, 'Please select an address')
    .max(64),
  items: z
    .array(orderLineInputSchema, { error: 'Your cart is empty' })
    .min(1, 'Your cart is empty')
    .max(MAX_CART_LINES, `An order can have at most ${MAX_CART_LINES} different products`)
    .refine(
      (items) => new Set(items.map((i) => i.product)).size === items.length,
      'Each product can appear only once in an order',
    ),
  /** The delivery slot chosen (required once the shop has slots): its id and the day. */
  slot: z
    .object(
      {
        id: z.string({ error: 'Please choose a delivery slot' }).min(1).max(64),
        date: z
          .string({ error: 'The slot’s date must be YYYY-MM-DD' })
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'The slot’s date must be YYYY-MM-DD'),
      },
      { error: 'Please choose a delivery slot' },
    )
    .optional(),
  /**
   * The total the shopper saw, in rupees. When it differs from what the prices now make,
   * nothing is written and the answer is 409 `PRICES_CHANGED` (older clients may omit it).
   */
  total: z
    .number({ error: 'total must be the amount shown, in rupees' })
    .nonnegative('total must be the amount shown, in rupees')
    .max(1e12, 'total must be the amount shown, in rupees')
    .optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderInputSchema>;

/** The 409 of an order whose prices changed since the shopper's cart showed them. */
export const pricesChangedSchema = z.object({
  success: z.literal(false),
  code: z.literal('PRICES_CHANGED'),
  message: z.string(),
  /** Every line at today's price, and what the order now comes to. */
  lines: z.array(z.object({ product: z.string(), name: z.string(), offerPrice: z.number() })),
  total: z.number(),
});
export type PricesChanged = z.infer<typeof pricesChangedSchema>;

/** Where an order came from: the shop's own site, or a buyer app on ONDC (docs/ondc.md). */
export const orderChannels = ['web', 'ondc'] as const;
export type OrderChannel = (typeof orderChannels)[number];

export const paymentTypes = ['COD', 'Online'] as const;
export type PaymentType = (typeof paymentTypes)[number];

/**
 * Paid online to the network that brought the order (ONDC's ON-ORDER: the buyer app took
 * the money, its channel is the order's payment provider): that network refunds its buyer.
 */
export const paidThroughNetwork = (order: {
  paymentType: PaymentType;
  paymentProvider: string | null;
  channel: OrderChannel;
}) =>
  order.paymentType === 'Online' &&
  order.channel !== 'web' &&
  order.paymentProvider === order.channel;

/**
 * Where the money stands: `not_required` (cash on delivery), `pending` (online, unpaid),
 * `paid`, `failed` (cancelled or expired), or `flagged`: the provider reported a payment
 * whose amount or currency differs from the order's, so a person must look at it.
 */
export const paymentStatuses = ['not_required', 'pending', 'paid', 'failed', 'flagged'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const orderItemSchema = z.object({
  /** Snapshot taken when the order was placed; later product edits do not change it. */
  product: z.object({
    _id: z.string(),
    name: z.string(),
    category: categorySchema,
    image: z.array(z.string()),
    /** The picture with its sizes (at most one: the main picture when ordered). */
    images: z.array(productImageSchema),
    offerPrice: z.number(),
    /** The product's GST rate (percent) and HSN code when ordered; null when not set. */
    gstRate: z.number().nullable(),
    hsn: z.string().nullable(),
  }),
  quantity: z.number().int(),
});

/** The delivery address as it was when the order was placed: the same fields as a saved one. */
export const orderAddressSchema = z.object(addressJsonShape);

export const orderEventSchema = z.object({
  status: z.enum(orderStatuses),
  /** ISO time of the change. */
  at: z.string(),
  by: z.enum(actors),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** A seller's edit before packing (`POST /api/order/edit`): lines lowered or removed. */
export const orderEditJsonSchema = z.object({
  /** ISO time of the edit. */
  at: z.string(),
  reason: z.string(),
  /** Each changed line: its quantity before and after (0: removed). */
  lines: z.array(
    z.object({ productId: z.string(), name: z.string(), from: z.number(), to: z.number() }),
  ),
  /** The order's amount before and after, in rupees. */
  oldAmount: z.number(),
  newAmount: z.number(),
  /** What goes back to a paid online order, in rupees (0: nothing), and where it stands. */
  refund: z.number(),
  refundStatus: z.enum(refundStatuses).nullable(),
});
export type OrderEditJson = z.infer<typeof orderEditJsonSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  /**
   * Short and unique, to read out on the phone, e.g. "KR-10427". null until the order is
   * really placed: an online order is numbered once its money comes in (orderReference).
   */
  number: z.string().nullable(),
  userId: z.string(),
  items: z.array(orderItemSchema),
  /** Subtotal + tax + delivery fee, in rupees, exactly what was (or will be) charged. */
  amount: z.number(),
  subtotal: z.number(),
  /** GST added on top (`taxMode` added), or 0 when the prices included GST. */
  tax: z.number(),
  /** The shop's tax mode when the order was placed. */
  taxMode: taxModeSchema,
  /**
   * In `added` mode: true when each line was taxed at its product's GST rate (2% without
   * one), false for an order placed before, taxed 2% on everything (contract/cart-total.ts).
   */
  taxByRate: z.boolean(),
  /** Why the shop cancelled it, when it did and said (null otherwise). */
  cancelReason: orderCancelReasonSchema.nullable(),
  /** The language the shopper ordered in: every email about the order is written in it. */
  lang: languageSchema.optional(),
  /** As the shop's rules made it when the order was placed; 0 for free delivery. */
  deliveryFee: z.number(),
  /** The delivery address's PIN code. */
  pincode: z.string(),
  /** The delivery slot booked (in the shop's time zone), or null when the shop has none. */
  slot: z.object({ date: z.string(), start: z.string(), end: z.string() }).nullable(),
  address: orderAddressSchema,
  paymentType: z.enum(paymentTypes),
  /** Where it was placed (absent from older answers: the web shop). */
  channel: z.enum(orderChannels).optional(),
  isPaid: z.boolean(),
  paymentStatus: z.enum(paymentStatuses),
  /** What the payment provider reported as paid, in rupees (online orders once reported). */
  paidAmount: z.number().nullable(),
  paidCurrency: z.string().nullable(),
  status: z.enum(orderStatuses),
  /** Every status change, oldest first. */
  events: z.array(orderEventSchema),
  /** The seller's edits before packing, oldest first (absent from older answers: none). */
  edits: z.array(orderEditJsonSchema).optional(),
  /** null: nothing to refund; else where the refund of a cancelled paid order stands. */
  refundStatus: z.enum(refundStatuses).nullable(),
  /** An online order awaiting payment: when it expires and its units go back (ISO). */
  paymentDueAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(orderSchema),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** `GET /api/order/:id`: one of the shopper's own orders (its bill). */
export interface MyOrderResponse {
  success: true;
  order: Order;
}

export const placeOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  orderId: z.string(),
  url: z.string().optional(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const orderIdInputSchema = z.object({
  orderId: z
    .string({ error: 'Order id is required' })
    .min(1, 'Order id is required')
    .max(64, 'Order id is too long'),
});
export type OrderIdInput = z.infer<typeof orderIdInputSchema>;

export const orderStatusInputSchema = orderIdInputSchema.extend({
  status: z.enum(orderStatuses, {
    error: `Status must be one of: ${orderStatuses.join(', ')}`,
  }),
  /** Why, when the seller cancels (the console always asks); the shopper reads it. */
  reason: cancelReasonSchema.optional(),
});
export type OrderStatusInput = z.infer<typeof orderStatusInputSchema>;

/** `GET /api/order/seller?status=…` or `?awaitingPayment=true` (unpaid online orders only). */
export const sellerOrdersQuerySchema = z.object({
  status: z
    .enum(orderStatuses, { error: `Status must be one of: ${orderStatuses.join(', ')}` })
    .optional(),
  awaitingPayment: z
    .enum(['true', 'false'], { error: 'awaitingPayment must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

export const orderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/**
 * `GET /api/order/:id/payment`: where the shopper's own order stands, readable before it is
 * paid (unpaid online orders are not in the order lists). The storefront's /loader asks it
 * to say "payment received" once the provider has told us.
 */
export const orderPaymentResponseSchema = z.object({
  success: z.literal(true),
  payment: z.object({
    orderId: z.string(),
    /** null until paid (see the order's number). */
    number: z.string().nullable(),
    paymentType: z.enum(paymentTypes),
    paymentStatus: z.enum(paymentStatuses),
    status: z.enum(orderStatuses),
    amount: z.number(),
  }),
});
export type OrderPaymentResponse = z.infer<typeof orderPaymentResponseSchema>;

/**
 * `GET /api/order/seller/waiting`: how many orders wait for the seller (placed, not yet
 * packed; online ones once their money came in). The console's badge and tab title.
 */
export const waitingOrdersResponseSchema = z.object({
  success: z.literal(true),
  waiting: z.number().int().nonnegative(),
});
export type WaitingOrdersResponse = z.infer<typeof waitingOrdersResponseSchema>;
