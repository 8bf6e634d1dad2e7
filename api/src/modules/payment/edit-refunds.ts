import type { Logger } from '../../lib/logger.ts';
import type { EditRefundDue, OrderLifecycle } from '../order/order-lifecycle.service.ts';
import type { OrderRecord } from '../order/order.service.ts';
import type { Refunder } from './payment-provider.ts';
import { editRefundKey, editRefundPrefix } from './refund-keys.ts';

/**
 * The partial refunds of order edits (order-edit.service.ts), through the provider that
 * took the money, exactly as a cancel's refund goes (refund.service.ts): one idempotency key
 * per attempt, an error checked with the provider (by this edit's keys) before it counts as a
 * failure, a failure left for the seller's retry (`POST /api/order/refund`).
 */
export function createEditRefunds(deps: {
  orders: OrderLifecycle;
  refunders: Partial<Record<string, Refunder>>;
  logger: Logger;
  /** How long a sent attempt may go unanswered before a retry sends it again. */
  resendAfterMs: number;
  now: () => number;
}) {
  const { orders, refunders, logger } = deps;
  const refunderOf = (order: OrderRecord) => refunders[order.paymentProvider ?? ''];

  async function askProvider({ edit, order }: EditRefundDue): Promise<string | undefined> {
    try {
      const found = await refunderOf(order)?.findRefund({
        paymentId: order.providerPaymentId,
        keyPrefix: editRefundPrefix(order.id, edit.seq),
      });
      return found?.refundId;
    } catch (err) {
      logger.warn({ err, orderId: order.id, editId: edit.id }, 'could not ask about a refund');
      return undefined;
    }
  }

  async function send(due: EditRefundDue): Promise<void> {
    const { edit, order, attempt } = due;
    const refunder = refunderOf(order);
    let refundId: string;
    try {
      if (!refunder) throw new Error(`No refunder for provider ${order.paymentProvider}`);
      ({ refundId } = await refunder.refund({
        paymentId: order.providerPaymentId,
        amountPaise: edit.refundPaise,
        idempotencyKey: editRefundKey(order.id, edit.seq, attempt),
      }));
    } catch (err) {
      const made = await askProvider(due);
      if (made)
        return orders.recordEditRefund(edit.id, attempt, { refunded: true, refundId: made });
      logger.error({ err, orderId: order.id, editId: edit.id, attempt }, 'edit refund failed');
      return orders.recordEditRefund(edit.id, attempt, { refunded: false });
    }
    // The money went back: a failure to record it leaves it pending, and a retry asks.
    await orders.recordEditRefund(edit.id, attempt, { refunded: true, refundId });
  }

  /** A pending attempt: settled from the provider's record, re-sent only when long unanswered. */
  async function followUp(due: EditRefundDue & { pendingSince: number }): Promise<void> {
    const made = await askProvider(due);
    if (made)
      return orders.recordEditRefund(due.edit.id, due.attempt, { refunded: true, refundId: made });
    if (deps.now() - due.pendingSince < deps.resendAfterMs) return;
    if (await orders.resendEditRefund(due.edit.id, due.attempt, due.pendingSince)) await send(due);
  }

  return {
    /** Right after an edit that owes a refund committed. */
    async afterEdit(editId: string): Promise<void> {
      const due = await orders.editRefundDue(editId);
      if (due) await send(due);
    },

    /** The seller's retry: each failed edit refund of the order again, pending ones checked. */
    async retry(orderId: string): Promise<number> {
      const due = await orders.beginEditRefundRetries(orderId);
      for (const one of due) {
        if (one.pendingSince === undefined) await send(one);
        else await followUp({ ...one, pendingSince: one.pendingSince });
      }
      return due.length;
    },
  };
}

export type EditRefunds = ReturnType<typeof createEditRefunds>;
