import type { Db } from '../../db/knex.ts';
import { OrderEditModel } from './order-edit.model.ts';
import { OrderModel } from './order.model.ts';
import type { OrderRecord } from './order.service.ts';

/** An edit's partial refund to send: the edit, its order (payment details) and the attempt. */
export interface EditRefundDue {
  edit: OrderEditModel;
  order: OrderRecord;
  attempt: number;
  /** A still-pending attempt: when it was sent (the caller asks the provider first). */
  pendingSince: number | undefined;
}

/**
 * The partial refunds of edits, as the order module keeps them (`order_edits`): the payment
 * module asks what is due and reports what the provider answered, and never writes an order
 * itself. The states are a cancel's (order-refunds.ts): pending, refunded or failed, one
 * idempotency key per attempt.
 */
export function createOrderEditRefunds(deps: { db: Db; now: () => number }) {
  const { db, now } = deps;

  async function withOrder(edit: OrderEditModel, attempt: number, pendingSince?: number) {
    const order = await OrderModel.query(db).findById(edit.orderId).throwIfNotFound();
    return { edit, order, attempt, pendingSince };
  }

  return {
    /** The refund an edit just started (attempt 1), or none. */
    async editRefundDue(editId: string): Promise<EditRefundDue | undefined> {
      const edit = await OrderEditModel.query(db).findById(editId);
      if (!edit || edit.refundStatus !== 'pending') return undefined;
      return withOrder(edit, edit.refundAttempt);
    },

    /**
     * The seller's retry: each failed edit refund of the order gets a new attempt (a new key);
     * each pending one keeps its attempt and says since when (not to be sent twice at once).
     */
    async beginEditRefundRetries(orderId: string): Promise<EditRefundDue[]> {
      const started = await db.transaction(async (trx) => {
        const edits = await OrderEditModel.query(trx)
          .where('orderId', orderId)
          .whereIn('refundStatus', ['pending', 'failed'])
          .orderBy('seq')
          .forUpdate();
        const time = now();
        const due: [OrderEditModel, number, number | undefined][] = [];
        for (const edit of edits) {
          if (edit.refundStatus === 'pending') {
            due.push([edit, edit.refundAttempt, edit.refundRequestedAt ?? 0]);
            continue;
          }
          const attempt = edit.refundAttempt + 1;
          await OrderEditModel.query(trx)
            .findById(edit.id)
            .patch({ refundStatus: 'pending', refundAttempt: attempt, refundRequestedAt: time });
          due.push([edit, attempt, undefined]);
        }
        return due;
      });
      return Promise.all(started.map(([edit, attempt, since]) => withOrder(edit, attempt, since)));
    },

    /** A pending attempt long unanswered is sent again (same key), by one retry only. */
    async resendEditRefund(editId: string, attempt: number, pendingSince: number) {
      const time = now();
      const moved = await OrderEditModel.query(db)
        .findById(editId)
        .where({ refundAttempt: attempt, refundStatus: 'pending' })
        .where((q) =>
          pendingSince === 0
            ? q.whereNull('refundRequestedAt').orWhere('refundRequestedAt', 0)
            : q.where('refundRequestedAt', pendingSince),
        )
        .patch({ refundRequestedAt: time });
      return moved === 1;
    },

    /** What the provider answered for that attempt; a success stands over a failure. */
    async recordEditRefund(
      editId: string,
      attempt: number,
      result: { refunded: true; refundId: string } | { refunded: false },
    ): Promise<void> {
      await OrderEditModel.query(db)
        .findById(editId)
        .where('refundAttempt', attempt)
        .whereIn('refundStatus', result.refunded ? ['pending', 'failed'] : ['pending'])
        .patch(
          result.refunded
            ? { refundStatus: 'refunded', refundId: result.refundId, refundedAt: now() }
            : { refundStatus: 'failed' },
        );
    },
  };
}
