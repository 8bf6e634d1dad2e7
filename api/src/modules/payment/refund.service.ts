import type { Logger } from '../../lib/logger.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { orderReference } from '../../contract/order-reference.ts';
import type { OrderLifecycle } from '../order/order-lifecycle.service.ts';
import type { OrderRecord } from '../order/order.service.ts';
import { createEditRefunds } from './edit-refunds.ts';
import type { Refunder } from './payment-provider.ts';
import { cancelRefundKey, cancelRefundPrefix } from './refund-keys.ts';

/**
 * How long a sent refund may go unanswered before a retry sends it again (with the same
 * key). Longer than any one request to a provider (Stripe's SDK gives up after 20 s).
 */
const RESEND_AFTER_MS = 2 * 60 * 1000;

/**
 * Refunds of cancelled paid orders, through the provider that took the money. The order
 * module decides when a refund is due and counts the attempts; this asks the provider and
 * reports back. An attempt's idempotency key is derived from the order and the attempt, so
 * copies of one attempt refund once and a retry after a failure is a fresh request. An
 * error is not taken at its word: the provider is asked whether a refund exists (a copy
 * may have made it, or the answer was lost), and only if none does is it a failure.
 */
export function createRefundService(deps: {
  orders: OrderLifecycle;
  refunders: Partial<Record<string, Refunder>>;
  logger: Logger;
  now?: () => number;
}) {
  const { orders, refunders, logger } = deps;
  const now = deps.now ?? Date.now;
  const refunderOf = (order: OrderRecord) => refunders[order.paymentProvider ?? ''];
  const payment = (order: OrderRecord) => ({
    paymentId: order.providerPaymentId,
    keyPrefix: cancelRefundPrefix(order.id),
  });
  const edits = createEditRefunds({
    orders,
    refunders,
    logger,
    resendAfterMs: RESEND_AFTER_MS,
    now,
  });

  /** The provider's own record of a refund of this order, or undefined (also when unsure). */
  async function askProvider(order: OrderRecord): Promise<string | undefined> {
    try {
      return (await refunderOf(order)?.findRefund(payment(order)))?.refundId;
    } catch (err) {
      logger.warn({ err, orderId: order.id }, 'could not ask the provider about a refund');
      return undefined;
    }
  }

  async function send(order: OrderRecord, attempt: number): Promise<void> {
    const refunder = refunderOf(order);
    let refundId: string;
    try {
      if (!refunder) throw new Error(`No refunder for provider ${order.paymentProvider}`);
      ({ refundId } = await refunder.refund({
        paymentId: order.providerPaymentId,
        // What came in (a flagged payment may differ from the order's amount), less what
        // the order's edits refunded or owe (edit-refunds.ts, their own refunds).
        amountPaise: (order.paidAmountPaise ?? order.amountPaise) - (order.editRefundPaise ?? 0),
        idempotencyKey: cancelRefundKey(order.id, attempt),
      }));
    } catch (err) {
      const made = await askProvider(order);
      if (made) {
        await orders.recordRefund(order.id, attempt, { refunded: true, refundId: made });
        return;
      }
      logger.error({ err, orderId: order.id, attempt }, 'refund failed');
      await orders.recordRefund(order.id, attempt, { refunded: false });
      return;
    }
    // Outside the try: the money went back, so a failure to record it must not mark the
    // refund failed. It stays pending, and a retry asks the provider, which knows.
    await orders.recordRefund(order.id, attempt, { refunded: true, refundId });
  }

  /** The order after retrying its edits' refunds: a 502 while one still failed. */
  async function afterEditRetries(orderId: string): Promise<OrderRecord> {
    const after = await orders.withHistory(orderId);
    if ((after.edits ?? []).some((edit) => edit.refundStatus === 'failed')) {
      const ref = orderReference(after.number, after.id);
      throw new AppError(502, (w) => w.orders.editRefundFailedAgain(ref));
    }
    return after;
  }

  /** A pending refund: settled from the provider's record, re-sent only when long unanswered. */
  async function followUp(order: OrderRecord, attempt: number, pendingSince: number) {
    const made = await askProvider(order);
    if (made) return orders.recordRefund(order.id, attempt, { refunded: true, refundId: made });
    const stale = now() - pendingSince >= RESEND_AFTER_MS;
    if (!stale || !(await orders.resendRefund(order.id, attempt, pendingSince))) {
      const ref = orderReference(order.number, order.id);
      throw conflict((w) => w.orders.refundInProgress(ref));
    }
    return send(order, attempt);
  }

  return {
    /** After a cancellation that started a refund (`attempt` set by the order module). */
    async afterCancel(order: OrderRecord, attempt: number | undefined): Promise<void> {
      // Read again: the cancel read the order before its UPDATE, and an edit may have
      // committed in between (its refund is then not this one's to send).
      if (attempt !== undefined) await send(await orders.withHistory(order.id), attempt);
    },

    /** After an edit that owes a partial refund (order-edit.service.ts). */
    afterEdit: (editId: string) => edits.afterEdit(editId),

    /**
     * The seller's retry of a failed (or stuck) refund: the edits' partial refunds first,
     * then a cancelled order's own (when it has one).
     */
    async retry(orderId: string): Promise<OrderRecord> {
      const editsRetried = await edits.retry(orderId);
      if (editsRetried > 0) {
        const current = await orders.withHistory(orderId);
        if (current.refundStatus === null || current.refundStatus === 'refunded')
          return afterEditRetries(orderId);
      }
      const { order, attempt, pendingSince } = await orders.beginRefundRetry(orderId);
      if (pendingSince === undefined) await send(order, attempt);
      else await followUp(order, attempt, pendingSince);
      const after = await orders.withHistory(orderId);
      if (after.refundStatus === 'failed') {
        const ref = orderReference(after.number, after.id);
        throw new AppError(502, (w) => w.orders.refundFailedAgain(ref));
      }
      return after;
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
