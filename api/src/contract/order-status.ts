// Zod-free: both apps show these words and offer these moves on every order screen.

export const orderStatuses = [
  'Order Placed',
  'Packed',
  'Out for delivery',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Who made a change: the shopper, the seller, or the shop itself (e.g. a failed payment). */
export const actors = ['customer', 'seller', 'system'] as const;
export type Actor = (typeof actors)[number];

/**
 * The order's life, as a table: the statuses each status may move to. The order module
 * enforces it (any other move is a 409); the apps read it to offer only allowed actions.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  'Order Placed': ['Packed', 'Cancelled'],
  Packed: ['Out for delivery', 'Cancelled'],
  'Out for delivery': ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

/** The shopper may only cancel, and only before the seller has packed the order. */
export const CUSTOMER_MOVES: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  'Order Placed': ['Cancelled'],
};

export const canMove = (from: OrderStatus, to: OrderStatus, by: Actor): boolean =>
  (by === 'customer' ? (CUSTOMER_MOVES[from] ?? []) : ORDER_MOVES[from]).includes(to);

/** An online order whose money has not come in yet: it cannot move, nor be cancelled. */
export const awaitingPayment = (order: { paymentType: string; paymentStatus: string }): boolean =>
  order.paymentType === 'Online' && order.paymentStatus === 'pending';

/** The next step forward (not Cancelled), for the seller's one-click "advance". */
export const nextStatus = (status: OrderStatus): OrderStatus | undefined =>
  ORDER_MOVES[status].find((to) => to !== 'Cancelled');

/** The verb on the seller's advance button. */
export const advanceLabels: Readonly<Partial<Record<OrderStatus, string>>> = {
  Packed: 'Mark packed',
  'Out for delivery': 'Send out for delivery',
  Delivered: 'Mark delivered',
};

/** The words for payment types, the same in the shop, the console and every message. */
export const paymentTypeLabels = { COD: 'Cash on Delivery', Online: 'Online' } as const;

export const refundStatuses = ['pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];
export const refundStatusLabels: Readonly<Record<RefundStatus, string>> = {
  pending: 'Refund pending',
  refunded: 'Refunded',
  failed: 'Refund failed',
};

/** The way forward every order takes unless it is cancelled. */
export const DELIVERY_PATH: readonly OrderStatus[] = [
  'Order Placed',
  'Packed',
  'Out for delivery',
  'Delivered',
];

export interface TimelineStep {
  status: OrderStatus;
  /** When it happened (ISO), or null for a step still ahead. */
  at: string | null;
  by: Actor | null;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * An order's history for display: the delivery path with the steps done and those ahead;
 * a cancelled order shows what happened up to its cancellation instead.
 */
export function orderTimeline(
  events: readonly { status: OrderStatus; at: string; by: Actor }[],
  current: OrderStatus,
): TimelineStep[] {
  const stateOf = (status: OrderStatus) => (status === current ? 'current' : 'done');
  if (current === 'Cancelled') {
    return events.map((e) => ({ status: e.status, at: e.at, by: e.by, state: stateOf(e.status) }));
  }
  const newestFirst = [...events].reverse();
  return DELIVERY_PATH.map((status) => {
    const event = newestFirst.find((e) => e.status === status);
    return event
      ? { status, at: event.at, by: event.by, state: stateOf(status) }
      : { status, at: null, by: null, state: 'upcoming' as const };
  });
}

/** One line of a displayed history, in the shape the kit's Timeline takes. */
export interface HistoryStep {
  title: string;
  time?: string;
  detail?: string;
  state: 'done' | 'current' | 'upcoming' | 'stopped';
}

/**
 * `orderTimeline` in words: each app says who did it its own way ("by you" is the shopper
 * in the shop, the seller in the console) and formats times for its readers.
 */
export function orderHistorySteps(
  order: { events: readonly { status: OrderStatus; at: string; by: Actor }[]; status: OrderStatus },
  words: { by: Readonly<Record<Actor, string>>; time: (iso: string) => string },
): HistoryStep[] {
  return orderTimeline(order.events, order.status).map((step) => ({
    title: step.status,
    ...(step.at ? { time: words.time(step.at) } : {}),
    ...(step.by ? { detail: words.by[step.by] } : {}),
    state: step.status === 'Cancelled' ? 'stopped' : step.state,
  }));
}

/**
 * Where an order's money stands, one answer for every screen: a refund (any status),
 * paid, a payment to check, one still awaited, cash or a payment still due, or nothing to
 * say (`none`: a cancelled order that was never charged must not read "Pending").
 */
export type PaymentState =
  `refund-${RefundStatus}` | 'paid' | 'flagged' | 'awaiting' | 'due' | 'none';

export function paymentState(order: {
  status: OrderStatus;
  paymentType: string;
  paymentStatus: string;
  isPaid: boolean;
  refundStatus: RefundStatus | null;
}): PaymentState {
  if (order.refundStatus) return `refund-${order.refundStatus}`;
  if (order.isPaid) return 'paid';
  if (order.paymentStatus === 'flagged') return 'flagged';
  if (order.status === 'Cancelled') return 'none';
  return awaitingPayment(order) ? 'awaiting' : 'due';
}
