import type { z } from 'zod';
import { cartTotals, withDeliveryFee } from '../../contract/cart-total.ts';
import { ORIGINAL_LANGUAGE, type Language } from '../../contract/languages.ts';
import type { AddressFieldValues } from '../../contract/address-fields.ts';
import type { OrderChannel, PaymentType, placeOrderInputSchema } from '../../contract/order.ts';
import type { TaxMode } from '../../contract/tax.ts';
import { toPaise } from '../../contract/paise.ts';
import { LOW_STOCK_THRESHOLD } from '../../contract/stock.ts';
import type { OrderLimits } from '../../config-order-limits.ts';
import type { Db } from '../../db/knex.ts';
import { statementBatch } from '../../db/statement-batch.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AddressService } from '../address/address.service.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { Claim } from '../idempotency/idempotency.service.ts';
import type { StockService } from '../product/stock.service.ts';
import type { UserService } from '../user/user.service.ts';
import { changeOf, type OrderChangeListener } from './order-change.ts';
import { eventRow } from './order-events.ts';
import { numberFrom, numberOf } from './order-number.ts';
import { OrderModel } from './order.model.ts';
import { addressSnapshot, refuseTooManyUnpaid } from './place-order-queries.ts';
import { pricesChanged } from './prices-changed.ts';

export type PlaceOrderInput = z.output<typeof placeOrderInputSchema> & {
  /** The request's language: every email to the shopper about the order is written in it. */
  lang?: Language;
};

/**
 * An order a buyer app on the ONDC network places (docs/ondc.md): where it goes comes
 * with it rather than from the account's address book, and the buyer app's own id makes a
 * second confirm of it the same order.
 */
export interface NetworkOrder {
  channel: Exclude<OrderChannel, 'web'>;
  networkOrderId: string;
  address: AddressFieldValues;
  /** Written in the order's transaction: the channel's own record of which order it became. */
  record?: (trx: Db, orderId: string) => Promise<void>;
  /**
   * Paid already, to the buyer app (ONDC's ON-ORDER, collected by it): the order is placed
   * paid, for this amount (its total), under the buyer app's payment reference.
   */
  paid?: { amountPaise: number; reference: string };
}

/** The one writer of new orders: what `orders.place` and `orders.placeOnline` run. */
export function createPlaceOrder(deps: {
  placeDb: Db;
  users: Pick<UserService, 'emptyCartIn' | 'lock'>;
  addresses: Pick<AddressService, 'snapshotSource' | 'pincodeOf'>;
  /** The shop's delivery rules: the fee, the PIN codes served, the slot and its places. */
  delivery: Pick<DeliveryService, 'orderTerms' | 'placeTaken' | 'slotFull'>;
  /** The shop's tax mode now (the shop module's profile). */
  taxMode: () => Promise<TaxMode>;
  stock: StockService;
  limits: Pick<OrderLimits, 'paymentHoldMs' | 'unpaidOrdersPerAccount'>;
  onStockChange: (productIds: readonly string[]) => Promise<void>;
  onOrderChange: OrderChangeListener;
  now: () => number;
}) {
  const { placeDb, users, addresses, delivery, stock, limits, onStockChange, onOrderChange, now } =
    deps;
  /**
   * Checks the address is the customer's and every product exists and is in stock, then
   * writes the order, its item and address snapshots (and, for cash on delivery, the
   * emptied cart) in one transaction. Prices come from the database only.
   */
  return async function place(
    userId: string,
    input: PlaceOrderInput,
    paymentType: PaymentType,
    claim?: Claim,
    network?: NetworkOrder,
  ): Promise<OrderModel> {
    // Read before the transaction, outside its locks: where and when it may go, and how
    // the shop's prices carry GST (a change meanwhile shows as a changed total).
    const [terms, taxMode] = await Promise.all([
      delivery.orderTerms({
        pincodeOf: () =>
          network
            ? Promise.resolve(network.address.zipcode)
            : addresses.pincodeOf(userId, input.address),
        slot: input.slot,
      }),
      deps.taxMode(),
    ]);
    let runLow: string[] = [];
    const order = await placeDb.transaction(async (trx) => {
      const cod = paymentType === 'COD';
      // The customer row's write lock comes first, before the order insert's foreign-key
      // check takes a shared one (the other way round, two orders from one customer at the
      // same instant deadlock on MySQL); copies of one request then queue here, and the
      // first to get the lock claims the idempotency key. Emptying a cash order's cart is
      // an UPDATE of that row, which takes the lock itself, and goes in one round trip with
      // the read of the products.
      const start = statementBatch(trx);
      if (cod) users.emptyCartIn(start, userId, trx);
      else {
        await users.lock(userId, trx);
        await refuseTooManyUnpaid(trx, userId, limits.unpaidOrdersPerAccount);
      }
      const productsRead = stock.forOrderIn(
        start,
        trx,
        input.items.map((i) => i.product),
      );
      await start.run();
      await claim?.(trx);
      // Under the account's lock: a confirm sent again finds the order the first one placed.
      if (network) {
        const placed = await OrderModel.query(trx)
          .where({ userId, networkOrderId: network.networkOrderId })
          .withGraphFetched('items')
          .first();
        if (placed) return placed;
      }
      const products = new Map(productsRead().map((p) => [p.id, p]));
      const lines = input.items.map((item) => {
        const product = products.get(item.product);
        if (!product) throw badRequest((w) => w.orders.orderProductGone);
        if (product.archivedAt !== null) throw conflict((w) => w.orders.noLongerSold(product.name));
        if (!product.inStock) throw conflict((w) => w.orders.outOfStock(product.name));
        return {
          product,
          quantity: item.quantity,
          offerPricePaise: product.offerPricePaise,
          gstRate: product.gstRate,
        };
      });
      const goods = cartTotals(lines, taxMode);
      const totals = withDeliveryFee(goods, terms.feeFor(goods.subtotalPaise));
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

      // A place in the slot, before anything else is written (a number taken and rolled
      // back would leave a gap): of racing orders, those finding none are refused.
      if (terms.slot && (await delivery.placeTaken(trx, terms.slot)) !== 1)
        throw delivery.slotFull();

      const orderId = newId();
      const time = now();
      const paid = network?.paid;
      if (paid && paid.amountPaise !== totals.amountPaise)
        throw pricesChanged(lines, totals.amountPaise);
      // Numbered at once when nothing is left to pay for; an online order once it is paid.
      const numbered = cod || paid !== undefined;
      const order = {
        id: orderId,
        userId,
        ...totals,
        taxMode,
        taxByRate: true,
        lang: input.lang ?? ORIGINAL_LANGUAGE,
        slotId: terms.slot?.id ?? null,
        slotDate: terms.slot?.date ?? null,
        slotStart: terms.slot?.start ?? null,
        slotEnd: terms.slot?.end ?? null,
        paymentType,
        channel: network?.channel ?? ('web' as const),
        networkOrderId: network?.networkOrderId ?? null,
        paymentStatus: cod
          ? ('not_required' as const)
          : paid
            ? ('paid' as const)
            : ('pending' as const),
        status: 'Order Placed' as const,
        // An online order is numbered once paid, so abandoned payments leave no gaps.
        number: numbered ? numberOf(trx, orderId) : null,
        checkoutSessionId: null,
        paymentDueAt: numbered ? null : time + limits.paymentHoldMs,
        paidAt: paid ? time : null,
        paidAmountPaise: paid?.amountPaise ?? null,
        paidCurrency: paid ? 'inr' : null,
        // The network took the money: the channel is who answers for it (a refund too).
        ...(paid && network
          ? { paymentProvider: network.channel, providerPaymentId: paid.reference }
          : {}),
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
        gstRate: line.product.gstRate,
        hsn: line.product.hsn,
      }));
      // The writes go together: one round trip on MySQL (see statement-batch.ts).
      const writes = statementBatch(trx);
      const numberWrite = numbered ? writes.insert('order_numbers', { orderId }) : undefined;
      writes.insert('orders', order);
      const address = writes.add(
        network
          ? trx('order_addresses').insert({
              orderId,
              addressId: network.channel,
              ...network.address,
            })
          : addressSnapshot(trx, addresses.snapshotSource(trx, orderId, input.address, userId)),
      );
      writes.insert('order_items', items);
      writes.insert('order_events', eventRow(orderId, 'Order Placed', 'customer', time));
      // An online order is heard of once its money comes in (the lifecycle's markPaid).
      if (numbered) await onOrderChange(trx, changeOf('placed', order), writes);
      const written = await writes.run();
      await network?.record?.(trx, orderId);
      if (!network && written[address]?.affectedRows !== 1) {
        throw notFound((w) => w.orders.addressNotFound);
      }
      // Built from what was written rather than read back: one round trip fewer per order.
      const number =
        numberWrite === undefined ? null : numberFrom(written[numberWrite]?.insertId ?? 0);
      return OrderModel.fromJson({ ...order, number, items }, { skipValidation: true });
    });
    // The shop shows "Only N left" and "Out of stock": a cached list must not hide them.
    await onStockChange(runLow);
    return order;
  };
}
