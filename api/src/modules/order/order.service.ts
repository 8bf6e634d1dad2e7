import type { z } from 'zod';
import { addressFieldNames } from '../../contract/address-fields.ts';
import { cartTotals } from '../../contract/cart-total.ts';
import type {
  Order,
  OrderPaymentResponse,
  PaymentType,
  placeOrderInputSchema,
} from '../../contract/order.ts';
import { toRupees } from '../../contract/paise.ts';
import type { OrderStatus } from '../../contract/order-status.ts';
import { affectedRows, type Db } from '../../db/knex.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Category } from '../../contract/product.ts';
import { LOW_STOCK_THRESHOLD } from '../../contract/stock.ts';
import type { Claim } from '../idempotency/idempotency.service.ts';
import type { UserService } from '../user/user.service.ts';
import { toOrderJson } from './order-json.ts';
import { takeStock } from './order-stock.ts';
import { recordEvent, type OrderLifecycle } from './order-lifecycle.service.ts';
import { changeOf, nobodyListens, type OrderChangeListener } from './order-change.ts';
import { allocateOrderNumber } from './order-number.ts';
import { OrderModel } from './order.model.ts';

interface OrderProductRow {
  id: string;
  name: string;
  category: Category;
  offerPricePaise: number;
  inStock: boolean;
  stock: number | null;
  archivedAt: number | null;
  imagePath: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

// Placing orders is the busiest write, so its statements are few and written for it:
// the products come with their first image in one query, and the address snapshot is
// copied by the database only if the address belongs to the customer.
async function loadOrderProducts(trx: Db, ids: string[]): Promise<OrderProductRow[]> {
  const firstImage = (column: string, as: string) =>
    trx('product_images')
      .select(column)
      .where('product_images.productId', trx.ref('products.id'))
      .orderBy('position')
      .limit(1)
      .as(as);
  const rows: OrderProductRow[] = await trx('products')
    .select(
      'id',
      'name',
      'category',
      'offerPricePaise',
      'inStock',
      'stock',
      'archivedAt',
      firstImage('path', 'imagePath'),
      firstImage('width', 'imageWidth'),
      firstImage('height', 'imageHeight'),
    )
    .whereIn('id', ids);
  return rows.map((r) => ({ ...r, inStock: Boolean(r.inStock) }));
}

// Raw SQL skips knexSnakeCaseMappers, so the columns are named here the way it names them.
const ADDRESS_COLUMNS = addressFieldNames.map((name) =>
  name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
);

async function copyAddressSnapshot(
  trx: Db,
  orderId: string,
  addressId: string,
  userId: string,
): Promise<boolean> {
  const columns = ADDRESS_COLUMNS.join(', ');
  const result: unknown = await trx.raw(
    `insert into order_addresses (order_id, address_id, ${columns}) select ?, id, ${columns} from addresses where id = ? and user_id = ?`,
    [orderId, addressId, userId],
  );
  return affectedRows(result) === 1;
}

type PlaceOrderInput = z.output<typeof placeOrderInputSchema>;
type OrderPayment = OrderPaymentResponse['payment'];

export function createOrderService(deps: {
  db: Db;
  users: UserService;
  lifecycle: OrderLifecycle;
  imageBaseUrl: string;
  /** Stock the shop shows changed (a product ran low or out, or came back). */
  onCatalogueChange?: () => Promise<void>;
  /** Told of each cash-on-delivery order, inside its transaction. */
  onOrderChange?: OrderChangeListener;
  now?: () => number;
}) {
  const { db, users, lifecycle, imageBaseUrl } = deps;
  const onOrderChange = deps.onOrderChange ?? nobodyListens;
  const onCatalogueChange = deps.onCatalogueChange ?? (() => Promise.resolve());
  const now = deps.now ?? Date.now;

  /**
   * Orders a shopper or the seller sees (cash on delivery, online and paid, or online with a
   * payment flagged for review), newest first. Four queries whatever the number of orders:
   * orders, their items, their addresses, their histories.
   */
  async function listVisible(filter: { userId?: string; status?: OrderStatus }): Promise<Order[]> {
    const query = OrderModel.query(db)
      .where((q) => q.where('paymentType', 'COD').orWhereIn('paymentStatus', ['paid', 'flagged']))
      .withGraphFetched('[items, address, events]')
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
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
      let runLow = false;
      const order = await db.transaction(async (trx) => {
        const cod = paymentType === 'COD';
        // The customer row's write lock comes first, before the order insert's foreign-key
        // check takes a shared one (the other way round, two orders from one customer at the
        // same instant deadlock on MySQL); copies of one request then queue here, and the
        // first to get the lock claims the idempotency key.
        await users.lock(userId, trx);
        await claim?.(trx);
        if (cod) await users.setCart(userId, {}, trx);
        const ids = input.items.map((i) => i.product);
        const products = new Map((await loadOrderProducts(trx, ids)).map((p) => [p.id, p]));
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
        const { taken, left } = await takeStock(
          trx,
          lines.map(({ product, quantity }) => ({
            productId: product.id,
            name: product.name,
            stock: product.stock,
            quantity,
          })),
        );
        // What is left now, not what this order read first: others may have bought since.
        runLow = [...left.values()].some((units) => units <= LOW_STOCK_THRESHOLD);

        const orderId = newId();
        const time = now();
        const order = {
          id: orderId,
          userId,
          ...totals,
          paymentType,
          paymentStatus: cod ? ('not_required' as const) : ('pending' as const),
          status: 'Order Placed' as const,
          number: await allocateOrderNumber(trx, orderId),
          checkoutSessionId: null,
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
        await trx('orders').insert(order);
        if (!(await copyAddressSnapshot(trx, orderId, input.address, userId))) {
          throw notFound('This address was not found in your account. Please select another.');
        }
        await trx('order_items').insert(items);
        await recordEvent(trx, orderId, 'Order Placed', 'customer', time);
        // An online order is heard of once its money comes in (the lifecycle's markPaid).
        if (cod) {
          await onOrderChange(trx, changeOf('placed', order));
        }
        // Built from what was written rather than read back: one round trip fewer per order.
        return OrderModel.fromJson({ ...order, items }, { skipValidation: true });
      });
      // The shop shows "Only N left" and "Out of stock": a cached list must not hide them.
      if (runLow) await onCatalogueChange();
      return order;
    },

    listForUser: (userId: string) => listVisible({ userId }),

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
    listAll: (status?: OrderStatus) => listVisible({ status }),

    async getWithItems(orderId: string): Promise<OrderModel | undefined> {
      return OrderModel.query(db).findById(orderId).withGraphFetched('items');
    },

    async attachCheckoutSession(orderId: string, sessionId: string): Promise<void> {
      await OrderModel.query(db)
        .findById(orderId)
        .patch({ checkoutSessionId: sessionId, updatedAt: now() });
    },

    /** When the payment page could not be created, the unpaid order is closed. */
    async abandon(orderId: string): Promise<void> {
      const afterCommit = await db.transaction((trx) => lifecycle.markPaymentFailed(trx, orderId));
      await afterCommit();
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
