import type { z } from 'zod';
import { cartTotals } from '../../contract/cart-total.ts';
import type {
  Order,
  OrderPaymentResponse,
  PaymentType,
  placeOrderInputSchema,
} from '../../contract/order.ts';
import { toPaise, toRupees } from '../../contract/paise.ts';
import type { OrderLimits } from '../../config-order-limits.ts';
import type { PaymentProviderName } from '../../contract/payment-provider.ts';
import { pricesChanged } from './prices-changed.ts';
import type { OrderStatus } from '../../contract/order-status.ts';
import type { Db } from '../../db/knex.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { LOW_STOCK_THRESHOLD } from '../../contract/stock.ts';
import type { Claim } from '../idempotency/idempotency.service.ts';
import type { UserService } from '../user/user.service.ts';
import { toOrderJson } from './order-json.ts';
import type { AddressService } from '../address/address.service.ts';
import type { StockService } from '../product/stock.service.ts';
import { addressSnapshot, refuseTooManyUnpaid } from './place-order-queries.ts';
import { eventInsert, type OrderLifecycle } from './order-lifecycle.service.ts';
import { statementBatch } from '../../db/statement-batch.ts';
import { changeOf, nobodyListens, type OrderChangeListener } from './order-change.ts';
import { numberFrom, numberInsert, numberOf } from './order-number.ts';
import { OrderModel } from './order.model.ts';

type PlaceOrderInput = z.output<typeof placeOrderInputSchema>;
type OrderPayment = OrderPaymentResponse['payment'];

export function createOrderService(deps: {
  db: Db;
  /** Where orders are placed: on MySQL a pool that takes statement batches (services.ts). */
  placeDb?: Db;
  users: UserService;
  /** Where the delivery address is copied from. */
  addresses: Pick<AddressService, 'snapshotSource'>;
  /** The product module's counted stock, moved in the order's transaction. */
  stock: StockService;
  lifecycle: OrderLifecycle;
  imageBaseUrl: string;
  limits: Pick<OrderLimits, 'paymentHoldMs' | 'unpaidOrdersPerAccount'>;
  /** Stock the shop shows changed (these products ran low or out). */
  onStockChange?: (productIds: readonly string[]) => Promise<void>;
  /** Told of each cash-on-delivery order, inside its transaction. */
  onOrderChange?: OrderChangeListener;
  now?: () => number;
}) {
  const { db, users, addresses, stock, lifecycle, imageBaseUrl, limits } = deps;
  const placeDb = deps.placeDb ?? db;
  const onOrderChange = deps.onOrderChange ?? nobodyListens;
  const onStockChange = deps.onStockChange ?? (() => Promise.resolve());
  const now = deps.now ?? Date.now;

  /**
   * Orders newest first, four queries whatever their number (orders, items, addresses,
   * histories). By default those the seller works on: cash on delivery, online and paid, or
   * online with a payment flagged for review. A shopper also sees their own orders still
   * awaiting payment (to pay or give up); the seller sees those only when asking for them.
   */
  async function listOrders(filter: {
    userId?: string;
    status?: OrderStatus;
    awaitingPayment?: boolean;
  }): Promise<Order[]> {
    const query = OrderModel.query(db)
      .withGraphFetched('[items, address, events]')
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    const settled = ['paid', 'flagged', ...(filter.userId ? ['pending'] : [])];
    if (filter.awaitingPayment) query.where({ paymentType: 'Online', paymentStatus: 'pending' });
    else query.where((q) => q.where('paymentType', 'COD').orWhereIn('paymentStatus', settled));
    if (filter.userId) query.where('userId', filter.userId);
    if (filter.status) query.where('status', filter.status);
    return (await query).map((o) => toOrderJson(o, imageBaseUrl));
  }

  return {
    /**
     * Checks the address is the customer's and every product exists and is in stock, then
     * writes the order, its item and address snapshots (and, for cash on delivery, the
     * emptied cart) in one transaction. Prices come from the database only.
     */
    async place(
      userId: string,
      input: PlaceOrderInput,
      paymentType: PaymentType,
      claim?: Claim,
    ): Promise<OrderModel> {
      let runLow: string[] = [];
      const order = await placeDb.transaction(async (trx) => {
        const cod = paymentType === 'COD';
        // The customer row's write lock comes first, before the order insert's foreign-key
        // check takes a shared one (the other way round, two orders from one customer at the
        // same instant deadlock on MySQL); copies of one request then queue here, and the
        // first to get the lock claims the idempotency key. Emptying a cash order's cart is
        // an UPDATE of that row, which takes the lock itself: one statement fewer.
        if (cod) await users.setCart(userId, {}, trx);
        else {
          await users.lock(userId, trx);
          await refuseTooManyUnpaid(trx, userId, limits.unpaidOrdersPerAccount);
        }
        await claim?.(trx);
        const ids = input.items.map((i) => i.product);
        const products = new Map((await stock.forOrder(trx, ids)).map((p) => [p.id, p]));
        const lines = input.items.map((item) => {
          const product = products.get(item.product);
          if (!product)
            throw badRequest('A product in your cart no longer exists. Please refresh your cart.');
          if (product.archivedAt !== null)
            throw conflict(`${product.name} is no longer sold. Please remove it from your cart.`);
          if (!product.inStock)
            throw conflict(`${product.name} is out of stock. Please remove it from your cart.`);
          return { product, quantity: item.quantity, offerPricePaise: product.offerPricePaise };
        });
        const totals = cartTotals(lines);
        if (input.total !== undefined && toPaise(input.total) !== totals.amountPaise)
          throw pricesChanged(lines, totals.amountPaise);
        const { taken, left } = await stock.take(
          trx,
          lines.map(({ product, quantity }) => ({
            productId: product.id,
            name: product.name,
            stock: product.stock,
            quantity,
          })),
        );
        // What is left now, not what this order read first: others may have bought since.
        runLow = [...left].filter(([, units]) => units <= LOW_STOCK_THRESHOLD).map(([id]) => id);

        const orderId = newId();
        const time = now();
        const order = {
          id: orderId,
          userId,
          ...totals,
          paymentType,
          paymentStatus: cod ? ('not_required' as const) : ('pending' as const),
          status: 'Order Placed' as const,
          // An online order is numbered once paid, so abandoned payments leave no gaps.
          number: cod ? numberOf(trx, orderId) : null,
          checkoutSessionId: null,
          paymentDueAt: cod ? null : time + limits.paymentHoldMs,
          paidAt: null,
          paidAmountPaise: null,
          paidCurrency: null,
          createdAt: time,
          updatedAt: time,
        };
        const items = lines.map((line, position) => ({
          id: newId(),
          orderId,
          position,
          productId: line.product.id,
          name: line.product.name,
          category: line.product.category,
          imagePath: line.product.imagePath,
          imageWidth: line.product.imageWidth,
          imageHeight: line.product.imageHeight,
          offerPricePaise: line.offerPricePaise,
          quantity: line.quantity,
          stockTaken: taken.get(line.product.id) ?? 0,
        }));
        // The writes go together: one round trip on MySQL (see statement-batch.ts).
        const writes = statementBatch(trx);
        const numbered = cod ? writes.add(numberInsert(trx, orderId)) : undefined;
        writes.add(trx('orders').insert(order));
        const address = writes.add(
          addressSnapshot(trx, addresses.snapshotSource(trx, orderId, input.address, userId)),
        );
        writes.add(trx('order_items').insert(items));
        writes.add(eventInsert(trx, orderId, 'Order Placed', 'customer', time));
        // An online order is heard of once its money comes in (the lifecycle's markPaid).
        if (cod) await onOrderChange(trx, changeOf('placed', order), writes);
        const written = await writes.run();
        if (written[address]?.affectedRows !== 1) {
          throw notFound('This address was not found in your account. Please select another.');
        }
        // Built from what was written rather than read back: one round trip fewer per order.
        const number = numbered === undefined ? null : numberFrom(written[numbered]?.insertId ?? 0);
        return OrderModel.fromJson({ ...order, number, items }, { skipValidation: true });
      });
      // The shop shows "Only N left" and "Out of stock": a cached list must not hide them.
      await onStockChange(runLow);
      return order;
    },

    listForUser: (userId: string) => listOrders({ userId }),

    /** The payment state of one of the shopper's own orders, paid or not (404 otherwise). */
    async paymentOf(userId: string, orderId: string): Promise<OrderPayment> {
      const order = await OrderModel.query(db)
        .findById(orderId)
        .where('userId', userId)
        .select('id', 'number', 'paymentType', 'paymentStatus', 'status', 'amountPaise');
      if (!order) throw notFound('Order not found.');
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
        .withGraphFetched('[items, address]');
      for (const order of orders) order.items?.sort((a, b) => a.position - b.position);
      return orders;
    },

    async getWithItems(orderId: string): Promise<OrderModel | undefined> {
      return OrderModel.query(db).findById(orderId).withGraphFetched('items');
    },

    /** The provider's page for an unpaid order, so it can be closed if the order ends. */
    async attachCheckoutSession(
      orderId: string,
      session: { id: string; provider: PaymentProviderName },
    ): Promise<void> {
      await OrderModel.query(db).findById(orderId).patch({
        checkoutSessionId: session.id,
        paymentProvider: session.provider,
        updatedAt: now(),
      });
    },

    /** When the payment page could not be created, the unpaid order is closed. */
    async abandon(orderId: string): Promise<void> {
      const afterCommit = await db.transaction((trx) => lifecycle.markPaymentFailed(trx, orderId));
      await afterCommit();
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

/** An order as other modules read it (emails, payment pages): its row with lines and address. */
export type OrderRecord = OrderModel;
