import { orderReference } from '../../contract/order-reference.ts';
import type { Db } from '../../db/knex.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { changeOf, type OrderChangeListener } from './order-change.ts';
import { OrderModel } from './order.model.ts';

/** A refund to retry: the attempt, and when a still-pending one was sent (else undefined). */
export interface RefundRetry {
  order: OrderModel;
  attempt: number;
  pendingSince: number | undefined;
}

/**
 * The refund of a cancelled order, as the order lifecycle owns it (order-lifecycle.service.ts
 * spreads these into its own methods): the payment module asks to retry and reports what the
 * provider answered, and never writes an order itself.
 */
export function createOrderRefunds(deps: {
  db: Db;
  onOrderChange: OrderChangeListener;
  now: () => number;
}) {
  const { db, onOrderChange, now } = deps;
  return {
    /**
     * The seller asks again about a cancelled order's refund. After a failure: a new attempt
     * (a new idempotency key) to send. While one is pending: the same attempt, which must
     * not be sent again while it may still be on its way (the provider would see two
     * requests); `pendingSince` says when it went, and the caller asks the provider first.
     */
    async beginRefundRetry(orderId: string): Promise<RefundRetry> {
      return db.transaction(async (trx) => {
        const order = await OrderModel.query(trx).findById(orderId).forUpdate();
        if (!order) throw notFound((w) => w.orders.thisOrderNotFound);
        if (order.refundStatus === 'refunded')
          throw conflict((w) => w.orders.alreadyRefunded(orderReference(order.number, order.id)));
        if (order.refundStatus === null)
          throw conflict((w) => w.orders.nothingToRefund(orderReference(order.number, order.id)));
        if (order.refundStatus === 'pending')
          return {
            order,
            attempt: order.refundAttempt,
            pendingSince: order.refundRequestedAt ?? 0,
          };
        const attempt = order.refundAttempt + 1;
        const time = now();
        await OrderModel.query(trx).findById(orderId).patch({
          refundStatus: 'pending',
          refundAttempt: attempt,
          refundRequestedAt: time,
          updatedAt: time,
        });
        return { order, attempt, pendingSince: undefined };
      });
    },

    /**
     * A pending attempt that went unanswered for long is sent again (same key); of two
     * retries at once only one may, so the send time is moved conditionally.
     */
    async resendRefund(orderId: string, attempt: number, pendingSince: number): Promise<boolean> {
      const time = now();
      const moved = await OrderModel.query(db)
        .findById(orderId)
        .where({ refundAttempt: attempt, refundStatus: 'pending' })
        .where((q) =>
          pendingSince === 0
            ? q.whereNull('refundRequestedAt').orWhere('refundRequestedAt', 0)
            : q.where('refundRequestedAt', pendingSince),
        )
        .patch({ refundRequestedAt: time, updatedAt: time });
      return moved === 1;
    },

    /** What the provider answered for that attempt; a later attempt's answer wins. */
    async recordRefund(
      orderId: string,
      attempt: number,
      result: { refunded: true; refundId: string } | { refunded: false },
    ): Promise<void> {
      const time = now();
      await db.transaction(async (trx) => {
        // A success stands even over a failure recorded for the same attempt (a copy's
        // error answered first); a failure never overwrites anything but pending.
        const changed = await OrderModel.query(trx)
          .findById(orderId)
          .where('refundAttempt', attempt)
          .whereIn('refundStatus', result.refunded ? ['pending', 'failed'] : ['pending'])
          .patch(
            result.refunded
              ? {
                  refundStatus: 'refunded',
                  refundId: result.refundId,
                  refundedAt: time,
                  updatedAt: time,
                }
              : { refundStatus: 'failed', updatedAt: time },
          );
        if (!changed || !result.refunded) return;
        const order = await OrderModel.query(trx)
          .findById(orderId)
          .select('id', 'number', 'status');
        if (order) await onOrderChange(trx, changeOf('refunded', order));
      });
    },
  };
}
