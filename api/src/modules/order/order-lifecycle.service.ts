import {
  awaitingPayment,
  canMove,
  ORDER_MOVES,
  type Actor,
  type OrderStatus,
} from '../../contract/order-status.ts';
import type { Db } from '../../db/knex.ts';
import { paidThroughNetwork } from '../../contract/order.ts';
import { orderReference } from '../../contract/order-reference.ts';
import type { CancelReason } from '../../contract/cancel-reason.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { eventInsert } from './order-events.ts';
import type { StockService } from '../product/stock.service.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { UserService } from '../user/user.service.ts';
import { changeOf, nobodyListens, type OrderChangeListener } from './order-change.ts';
import { OrderModel } from './order.model.ts';
import { createOrderPayments } from './order-payments.ts';
import { createOrderEditRefunds } from './order-edit-refunds.ts';
import { createOrderRefunds } from './order-refunds.ts';
import { packHolds, releaseHolds, returnPacked } from './order-stock.ts';

export interface Mover {
  by: Actor;
  /** For a customer: the order must be theirs (else it does not exist for them). */
  userId?: string;
  /** The seller's reason for cancelling (kept on the order for the shopper). */
  reason?: CancelReason;
}

/**
 * A move made: the order as it was read (its id and payment details, for a refund), and the
 * refund attempt when cancelling started one.
 */
interface Moved {
  order: OrderModel;
  refundAttempt: number | undefined;
}

/** What ending an unpaid online order came to (the payment module ends it, `endUnpaid`). */
export type UnpaidEnded = 'ended' | 'paid' | 'processing' | 'already-settled';

/** Money that came in online and has to go back when the order is cancelled. */
const refundable = (order: OrderModel) =>
  order.paymentType === 'Online' &&
  (order.paymentStatus === 'paid' || order.paymentStatus === 'flagged');

/**
 * What a change made inside the caller's transaction still needs once it has committed
 * (e.g. the product list read again after units went back on sale); the caller runs it
 * after the commit and before answering.
 */
export type AfterCommit = () => Promise<void>;
const nothingAfterCommit: AfterCommit = () => Promise.resolve();

/**
 * The one owner of an order's state. Every status change goes through `move`, checked
 * against the table in `contract/order-status` and applied with a conditional update (the
 * status it was read in), so of two racing changes exactly one wins; each is recorded in
 * `order_events`. Payment outcomes and refunds are recorded here too: the payment module
 * asks, and never writes an order itself.
 */
export function createOrderLifecycle(deps: {
  db: Db;
  users: UserService;
  /** The product module's counted stock, moved in the order's transaction. */
  stock: StockService;
  /** Delivery slots: a cancelled order gives its place back. */
  delivery?: Pick<DeliveryService, 'givePlaceBack'>;
  /** Orders gave units of these products back: the shop's list and pages must show it. */
  onStockChange: (productIds: readonly string[]) => Promise<void>;
  /** Told of every change, inside its transaction (the seller's alerts, the emails). */
  onOrderChange?: OrderChangeListener;
  /**
   * Ends an online order still awaiting payment (its page closed first; the payment module
   * knows how). Without it such an order cannot be cancelled.
   */
  endUnpaid?: (order: OrderModel, by: Actor) => Promise<UnpaidEnded>;
  /**
   * Sends the refund a cancellation started (`attempt`), once its transaction committed;
   * the payment module knows how. Without it the refund waits for the seller's retry.
   */
  refundAfterCancel?: (order: OrderModel, attempt: number) => Promise<void>;
  now?: () => number;
}) {
  const { db, users, stock, onStockChange } = deps;
  const onOrderChange = deps.onOrderChange ?? nobodyListens;
  const now = deps.now ?? Date.now;

  async function load(trx: Db, orderId: string, mover: Mover): Promise<OrderModel> {
    const order = await OrderModel.query(trx).findById(orderId);
    // Someone else's order answers as if it did not exist.
    if (!order || (mover.userId !== undefined && order.userId !== mover.userId)) {
      throw notFound((w) => w.orders.thisOrderNotFound);
    }
    return order;
  }

  function refuse(order: OrderModel, to: OrderStatus, by: Actor): never {
    const ref = orderReference(order.number, order.id);
    const { status } = order;
    if (awaitingPayment(order)) throw conflict((w) => w.orders.awaitingPayment(ref));
    if (status === to) throw conflict((w) => w.orders.alreadyStatus(ref, to));
    if (by === 'customer' && to === 'Cancelled')
      throw conflict((w) => w.orders.tooLateToCancel(ref, status));
    const allowed = ORDER_MOVES[status];
    throw conflict((w) =>
      allowed.length === 0
        ? w.orders.finalStatus(ref, status)
        : w.orders.onlyBecome(ref, status, allowed),
    );
  }

  /**
   * The one writer of `orders.status`: the status table (`canMove`) allows the step, and
   * the row still is as this change read it (a conditional UPDATE), with the event
   * recorded. False when another change won the race.
   */
  async function writeStatus(
    trx: Db,
    from: { id: string; status: OrderStatus },
    to: OrderStatus,
    by: Actor,
    time: number,
    also: {
      patch?: Partial<Pick<OrderModel, 'paymentStatus' | 'cancelReason' | 'cancelNote'>>;
      where?: object;
    } = {},
  ): Promise<boolean> {
    if (!canMove(from.status, to, by)) return false;
    const changed = await OrderModel.query(trx)
      .findById(from.id)
      .where('status', from.status)
      .where(also.where ?? {})
      .patch({ ...also.patch, status: to, updatedAt: time });
    if (!changed) return false;
    await eventInsert(trx, from.id, to, by, time);
    return true;
  }

  /** Units an order holds or took, as it moves (see order-stock.ts); the products touched. */
  function moveStock(trx: Db, order: OrderModel, to: OrderStatus): Promise<string[]> {
    if (to === 'Packed') return packHolds(trx, stock, order.id);
    if (to !== 'Cancelled') return Promise.resolve([]);
    return order.status === 'Order Placed'
      ? releaseHolds(trx, stock, order.id)
      : returnPacked(trx, stock, order.id);
  }

  /** Side effects of arriving at a status, in the same transaction. */
  /** A cancelled order's place in its delivery slot goes back (once: its move is). */
  async function freePlace(trx: Db, order: Pick<OrderModel, 'slotId' | 'slotDate'>) {
    if (order.slotId && order.slotDate)
      await deps.delivery?.givePlaceBack(trx, { id: order.slotId, date: order.slotDate });
  }

  async function arrive(trx: Db, order: OrderModel, to: OrderStatus, time: number) {
    if (to === 'Delivered' && order.paymentType === 'COD') {
      // The cash was collected at the door.
      await OrderModel.query(trx).findById(order.id).patch({
        paymentStatus: 'paid',
        paidAt: time,
        paidAmountPaise: order.amountPaise,
        paidCurrency: 'inr',
      });
    }
    const stockMoved = await moveStock(trx, order, to);
    if (to === 'Cancelled') await freePlace(trx, order);
    if (to !== 'Cancelled' || !refundable(order)) return { stockMoved, refundAttempt: undefined };
    if (paidThroughNetwork(order)) {
      // The buyer app refunds its buyer, and the network's settlement with the shop leaves
      // the order out: nothing for us to send.
      await OrderModel.query(trx)
        .findById(order.id)
        .patch({
          refundStatus: 'refunded',
          refundId: `${order.channel}:${order.networkOrderId ?? order.id}`,
          refundedAt: time,
          refundRequestedAt: time,
        });
      return { stockMoved, refundAttempt: undefined };
    }
    const refundAttempt = order.refundAttempt + 1;
    await OrderModel.query(trx)
      .findById(order.id)
      .patch({ refundStatus: 'pending', refundAttempt, refundRequestedAt: time });
    return { stockMoved, refundAttempt };
  }

  /** The shopper (or the seller) gives up on an order still awaiting its payment. */
  async function endUnpaid(order: OrderModel, mover: Mover): Promise<Moved> {
    const ended = deps.endUnpaid ? await deps.endUnpaid(order, mover.by) : 'already-settled';
    const ref = orderReference(order.number, order.id);
    if (ended === 'processing') throw conflict((w) => w.orders.paymentInProgress(ref));
    if (ended !== 'ended') {
      const now = await load(db, order.id, mover);
      if (awaitingPayment(now)) refuse(now, 'Cancelled', mover.by);
      throw conflict((w) =>
        now.paymentStatus === 'paid' || now.paymentStatus === 'flagged'
          ? w.orders.paidMeanwhile(ref)
          : w.orders.alreadyStatus(ref, now.status),
      );
    }
    return { order, refundAttempt: undefined };
  }

  async function move(orderId: string, to: OrderStatus, mover: Mover): Promise<Moved> {
    if (to === 'Cancelled') {
      const order = await load(db, orderId, mover);
      if (awaitingPayment(order)) return endUnpaid(order, mover);
    }
    let stockMoved: readonly string[] = [];
    const moved = await db.transaction(async (trx) => {
      const order = await load(trx, orderId, mover);
      if (awaitingPayment(order) || !canMove(order.status, to, mover.by)) {
        refuse(order, to, mover.by);
      }
      const time = now();
      // Another change won the race since this one read the order.
      const reason =
        to === 'Cancelled' && mover.reason
          ? { patch: { cancelReason: mover.reason.code, cancelNote: mover.reason.note || null } }
          : {};
      if (!(await writeStatus(trx, order, to, mover.by, time, reason)))
        refuse(await load(trx, orderId, mover), to, mover.by);
      const effects = await arrive(trx, order, to, time);
      await onOrderChange(trx, changeOf('moved', order, to));
      stockMoved = effects.stockMoved;
      return { order, refundAttempt: effects.refundAttempt };
    });
    await onStockChange(stockMoved);
    return moved;
  }

  async function withHistory(orderId: string): Promise<OrderModel> {
    return OrderModel.query(db)
      .findById(orderId)
      .withGraphFetched('[items, address, events, edits]')
      .throwIfNotFound();
  }

  return {
    /**
     * Moves an order (the shopper's cancel, the seller's steps) and sends the refund a
     * cancellation owes; answers the order as it now stands, with its history.
     */
    async change(orderId: string, to: OrderStatus, mover: Mover): Promise<OrderModel> {
      const { order, refundAttempt } = await move(orderId, to, mover);
      if (refundAttempt !== undefined) await deps.refundAfterCancel?.(order, refundAttempt);
      return withHistory(orderId);
    },
    withHistory,

    /**
     * The payment of a pending online order failed, was cancelled or expired: the shop
     * cancels the order and its units go back on sale. Only a pending order changes.
     */
    async markPaymentFailed(trx: Db, orderId: string, by: Actor = 'system'): Promise<AfterCommit> {
      const time = now();
      const closed = await writeStatus(
        trx,
        { id: orderId, status: 'Order Placed' },
        'Cancelled',
        by,
        time,
        { patch: { paymentStatus: 'failed' }, where: { paymentStatus: 'pending' } },
      );
      if (!closed) return nothingAfterCommit;
      // The caller's transaction is still open: the list is read again once it commits.
      const released = await releaseHolds(trx, stock, orderId);
      // After the products, as placing takes them: locks in one order, no deadlock.
      const slot = await OrderModel.query(trx).findById(orderId).select('slotId', 'slotDate');
      if (slot) await freePlace(trx, slot);
      return released.length > 0 ? () => onStockChange(released) : nothingAfterCommit;
    },

    ...createOrderPayments({ db, users, onOrderChange, now }),
    ...createOrderRefunds({ db, onOrderChange, now }),
    ...createOrderEditRefunds({ db, now }),
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;

/** An edit's partial refund, as the payment module is asked to send it. */
export type { EditRefundDue } from './order-edit-refunds.ts';
