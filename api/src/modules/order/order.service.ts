import type { TaxMode } from '../../contract/tax.ts';
import type { ModelObject } from 'objection';
import type { Order, OrderPaymentResponse } from '../../contract/order.ts';
import { toRupees } from '../../contract/paise.ts';
import type { OrderLimits } from '../../config-order-limits.ts';
import type { PaymentProviderName } from '../../contract/payment-provider.ts';
import type { OrderStatus } from '../../contract/order-status.ts';
import type { Db } from '../../db/knex.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Claim } from '../idempotency/idempotency.service.ts';
import type { UserService } from '../user/user.service.ts';
import { toOrderJson } from './order-json.ts';
import type { AddressService } from '../address/address.service.ts';
import type { StockService } from '../product/stock.service.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { OrderLifecycle } from './order-lifecycle.service.ts';
import { nobodyListens, type OrderChangeListener } from './order-change.ts';
import { OrderModel } from './order.model.ts';
import { createPlaceOrder, type NetworkOrder, type PlaceOrderInput } from './place-order.ts';
import { ORIGINAL_LANGUAGE, type Language } from '../../contract/languages.ts';

type OrderPayment = OrderPaymentResponse['payment'];

/**
 * Opens a payment provider's hosted page for an unpaid online order, open until its
 * `paymentDueAt`: the payment module's provider (payment-provider.ts) is one.
 */
export interface CheckoutOpener {
  readonly name: PaymentProviderName;
  createSession(
    order: OrderRecord,
    customer: { name: string; email: string },
  ): Promise<{ id: string; url: string }>;
}

export function createOrderService(deps: {
  db: Db;
  /** Where orders are placed: on MySQL a pool that takes statement batches (services.ts). */
  placeDb?: Db;
  users: UserService;
  /** Where the delivery address is copied from. */
  addresses: Pick<AddressService, 'snapshotSource' | 'pincodeOf'>;
  /** The shop's delivery rules, checked and booked by each order. */
  delivery: Pick<DeliveryService, 'orderTerms' | 'placeTaken' | 'slotFull'>;
  /** The shop's tax mode now; without it, the spec's 2% added. */
  taxMode?: () => Promise<TaxMode>;
  /** The product module's counted stock, moved in the order's transaction. */
  stock: StockService;
  lifecycle: OrderLifecycle;
  imageBaseUrl: string;
  limits: Pick<OrderLimits, 'paymentHoldMs' | 'unpaidOrdersPerAccount'>;
  /** Stock the shop shows changed (these products ran low or out). */
  onStockChange?: (productIds: readonly string[]) => Promise<void>;
  /** Told of each cash-on-delivery order, inside its transaction. */
  onOrderChange?: OrderChangeListener;
  /** Who takes online payments; none: only cash on delivery is offered. */
  checkout?: CheckoutOpener;
  /** The product module's translated names (a shopper's orders read in their language). */
  productNames?: (ids: readonly string[], lang: Language) => Promise<Map<string, string>>;
  logger: Logger;
  now?: () => number;
}) {
  const { db, users, addresses, stock, lifecycle, imageBaseUrl, limits, checkout, logger } = deps;
  const now = deps.now ?? Date.now;

  /**
   * Orders newest first, five queries whatever their number (orders, items, addresses,
   * histories, edits). By default those the seller works on: cash on delivery, online and paid, or
   * online with a payment flagged for review. A shopper also sees their own orders still
   * awaiting payment (to pay or give up); the seller sees those only when asking for them.
   */
  /** Orders with each line's product named in `lang` (the name as sold where none). */
  async function inLanguage(orders: Order[], lang: Language): Promise<Order[]> {
    if (!deps.productNames || lang === ORIGINAL_LANGUAGE) return orders;
    const ids = orders.flatMap((order) => order.items.map((item) => item.product._id));
    const names = await deps.productNames(ids, lang);
    if (names.size === 0) return orders;
    return orders.map((order) => ({
      ...order,
      items: order.items.map((item) => {
        const name = names.get(item.product._id);
        return name ? { ...item, product: { ...item.product, name } } : item;
      }),
    }));
  }

  async function listOrders(filter: {
    userId?: string;
    orderId?: string;
    status?: OrderStatus;
    awaitingPayment?: boolean;
  }): Promise<Order[]> {
    const query = OrderModel.query(db)
      .withGraphFetched('[items, address, events, edits]')
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    const settled = ['paid', 'flagged', ...(filter.userId ? ['pending'] : [])];
    if (filter.awaitingPayment) query.where({ paymentType: 'Online', paymentStatus: 'pending' });
    else query.where((q) => q.where('paymentType', 'COD').orWhereIn('paymentStatus', settled));
    if (filter.userId) query.where('userId', filter.userId);
    if (filter.orderId) query.where('id', filter.orderId);
    if (filter.status) query.where('status', filter.status);
    return (await query).map((o) => toOrderJson(o, imageBaseUrl));
  }

  const place = createPlaceOrder({
    placeDb: deps.placeDb ?? db,
    users,
    addresses,
    delivery: deps.delivery,
    taxMode: deps.taxMode ?? (() => Promise.resolve('added' as const)),
    stock,
    limits,
    onStockChange: deps.onStockChange ?? (() => Promise.resolve()),
    onOrderChange: deps.onOrderChange ?? nobodyListens,
    now,
  });

  /** When the payment page could not be created, the unpaid order is closed. */
  async function abandon(orderId: string): Promise<void> {
    const afterCommit = await db.transaction((trx) => lifecycle.markPaymentFailed(trx, orderId));
    await afterCommit();
  }

  return {
    /** A cash-on-delivery order (or, with `Online`, an unpaid one without its page). */
    place,

    /**
     * An order from a buyer app on the network (the ondc module): cash on delivery, to the
     * address it gives; the same order again for a buyer app's id already placed.
     */
    placeFromNetwork: (userId: string, input: PlaceOrderInput, network: NetworkOrder) =>
      place(userId, input, network.paid ? 'Online' : 'COD', undefined, network),

    /** A network order by the buyer app's own id of it, with its lines and address. */
    async networkOrder(userId: string, networkOrderId: string): Promise<OrderRecord | undefined> {
      const order = await OrderModel.query(db)
        .where({ userId, networkOrderId })
        .withGraphFetched('[items, address]')
        .first();
      order?.items?.sort((a, b) => a.position - b.position);
      return order;
    },

    /** Who takes online payments now; null when only cash on delivery is offered. */
    checkoutBy: checkout?.name ?? null,

    /**
     * An online order: written unpaid first (so a paid order can never be lost), then the
     * provider's payment page is created for exactly its amount and remembered on it.
     */
    async placeOnline(
      userId: string,
      input: PlaceOrderInput,
      claim?: Claim,
    ): Promise<{ order: OrderRecord; url: string }> {
      if (!checkout) {
        throw new AppError(503, (w) => w.orders.cardsUnavailable);
      }
      const order = await place(userId, input, 'Online', claim);
      try {
        const { name, email } = await users.get(userId);
        const session = await checkout.createSession(order, { name, email });
        await lifecycle.attachCheckout(order.id, { id: session.id, provider: checkout.name });
        return { order, url: session.url };
      } catch (err) {
        logger.error({ err, orderId: order.id }, 'could not create the payment page');
        await abandon(order.id);
        throw new AppError(502, (w) => w.orders.cardPageFailed);
      }
    },

    /** The shopper's orders, their lines named in `lang` where the product has a name in it. */
    listForUser: async (userId: string, lang: Language = ORIGINAL_LANGUAGE) =>
      inLanguage(await listOrders({ userId }), lang),

    /** One of the shopper's own orders, as their list shows it (404 for anyone else's). */
    async mineById(
      userId: string,
      orderId: string,
      lang: Language = ORIGINAL_LANGUAGE,
    ): Promise<Order> {
      const [order] = await inLanguage(await listOrders({ userId, orderId }), lang);
      if (!order) throw notFound((w) => w.orders.orderNotFound);
      return order;
    },

    /** The payment state of one of the shopper's own orders, paid or not (404 otherwise). */
    async paymentOf(userId: string, orderId: string): Promise<OrderPayment> {
      const order = await OrderModel.query(db)
        .findById(orderId)
        .where('userId', userId)
        .select('id', 'number', 'paymentType', 'paymentStatus', 'status', 'amountPaise');
      if (!order) throw notFound((w) => w.orders.orderNotFound);
      return {
        orderId: order.id,
        number: order.number,
        paymentType: order.paymentType,
        paymentStatus: order.paymentStatus,
        status: order.status,
        amount: toRupees(order.amountPaise),
      };
    },
    listAll: (filter: { status?: OrderStatus; awaitingPayment?: boolean }) => listOrders(filter),

    /** Orders the seller has still to pack: the ones the list shows as Order Placed. */
    async countWaiting(): Promise<number> {
      const row = (await OrderModel.query(db)
        .where('status', 'Order Placed')
        .where((q) => q.where('paymentType', 'COD').orWhereIn('paymentStatus', ['paid', 'flagged']))
        .count({ waiting: '*' })
        .first()) as unknown as { waiting: number | string } | undefined;
      return Number(row?.waiting ?? 0);
    },

    /** Unpaid online orders whose hold has ended, oldest first (for the sweeper). */
    async dueUnpaid(at: number, limit: number): Promise<OrderModel[]> {
      return OrderModel.query(db)
        .where({ paymentStatus: 'pending', paymentType: 'Online' })
        .where('paymentDueAt', '<=', at)
        .orderBy('paymentDueAt')
        .limit(limit);
    },

    /** Orders with their lines (in order) and address, for the emails about them. */
    async forMail(orderIds: readonly string[]): Promise<OrderRecord[]> {
      const orders = await OrderModel.query(db)
        .findByIds([...orderIds])
        // Edits: an "order changed" email names the edit's lines and reason.
        .withGraphFetched('[items, address, edits]');
      for (const order of orders) order.items?.sort((a, b) => a.position - b.position);
      return orders;
    },

    async getWithItems(orderId: string): Promise<OrderModel | undefined> {
      return OrderModel.query(db).findById(orderId).withGraphFetched('items');
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

/** What the order module announces, and how a listener (notification) hears it. */
export type { OrderChange, OrderChangeListener } from './order-change.ts';

/**
 * An order as other modules read it (emails, payment pages, refunds): the row's data with,
 * where fetched, its lines and address; none of the model's query methods.
 */
export type OrderRecord = ModelObject<OrderModel>;
