import type { Logger } from '../../lib/logger.ts';
import { AppError } from '../../lib/errors.ts';
import type { OrderLifecycle } from '../order/order-lifecycle.service.ts';
import type { OrderModel } from '../order/order.model.ts';
import type { Refunder } from './checkout-provider.ts';

/**
 * Refunds of cancelled paid orders, through the provider that took the money. The order
 * module decides when a refund is due and counts the attempts; this asks the provider and
 * reports back. An attempt's idempotency key is derived from the order and the attempt, so
 * copies of one attempt refund once and a retry after a failure is a fresh request.
 */
export function createRefundService(deps: {
  orders: OrderLifecycle;
  refunders: Partial<Record<string, Refunder>>;
  logger: Logger;
}) {
  const { orders, refunders, logger } = deps;

  async function attempt(order: OrderModel, number: number): Promise<void> {
    const refunder = refunders[order.paymentProvider ?? ''];
    let refundId: string;
    try {
      if (!refunder) throw new Error(`No refunder for provider ${order.paymentProvider}`);
      ({ refundId } = await refunder.refund({
        paymentId: order.providerPaymentId,
        amountPaise: order.amountPaise,
        idempotencyKey: `kirana-refund-${order.id}-${number}`,
      }));
    } catch (err) {
      logger.error({ err, orderId: order.id, attempt: number }, 'refund failed');
      await orders.recordRefund(order.id, number, { refunded: false });
      return;
    }
    // Outside the try: the money went back, so a failure to record it must not mark the
    // refund failed (a retry would be a new attempt and refund again). It stays pending,
    // and a retry repeats this attempt's key, which the provider answers without paying twice.
    await orders.recordRefund(order.id, number, { refunded: true, refundId });
  }

  return {
    /** After a cancellation that started a refund (`attempt` set by the order module). */
    async afterCancel(order: OrderModel, number: number | undefined): Promise<void> {
      if (number !== undefined) await attempt(order, number);
    },

    /** The seller's retry of a failed (or stuck) refund. */
    async retry(orderId: string): Promise<OrderModel> {
      const { order, attempt: number } = await orders.beginRefundRetry(orderId);
      await attempt(order, number);
      const after = await orders.withHistory(orderId);
      if (after.refundStatus === 'failed') {
        throw new AppError(
          502,
          `The refund of order ${after.number} failed again. Please try later or refund it from the payment provider's dashboard.`,
        );
      }
      return after;
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
