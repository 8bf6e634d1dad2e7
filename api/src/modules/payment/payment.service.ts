import type { PaymentProviderName } from '../../contract/payment-provider.ts';
import type { Actor } from '../../contract/order-status.ts';
import type { Db } from '../../db/knex.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AfterCommit, OrderLifecycle } from '../order/order-lifecycle.service.ts';
import { PaymentEventModel } from './payment-event.model.ts';

export interface PaymentOutcome {
  provider: PaymentProviderName;
  /** The provider's unique id for this message: a second delivery changes nothing. */
  eventId: string;
  type: string;
  orderId: string | undefined;
  result: 'paid' | 'failed' | 'none';
  /** What the provider says was paid, in paise, and in which currency. */
  amountPaise?: number | null;
  currency?: string | null;
  /** The provider's id for the payment (Stripe: the payment intent), to refund it later. */
  paymentId?: string | null;
  /** Who ended an unpaid order (`failed`): the shop (expiry, the provider) unless a person did. */
  by?: Actor;
}

export type SettleResult =
  'paid' | 'failed' | 'flagged' | 'duplicate' | 'ignored' | 'unknown-order';

/**
 * The one code path that finishes online payments, used by the Stripe webhook and the
 * built-in test payment page alike. Recording the event id and changing the order happen
 * in one transaction, so concurrent copies of an event apply once: the first insert of
 * the id wins, the others hit the primary key and are acknowledged as duplicates.
 */
export function createPaymentService(deps: {
  db: Db;
  orders: OrderLifecycle;
  logger: Logger;
  now?: () => number;
}) {
  const { db, orders, logger } = deps;
  const now = deps.now ?? Date.now;

  async function apply(
    trx: Db,
    outcome: PaymentOutcome,
  ): Promise<{ result: SettleResult; afterCommit?: AfterCommit }> {
    if (outcome.result === 'none') return { result: 'ignored' };
    const order = outcome.orderId ? await orders.lockedForPayment(trx, outcome.orderId) : undefined;
    if (!order || order.paymentType !== 'Online') return { result: 'unknown-order' };
    if (order.paymentStatus !== 'pending') return { result: 'ignored' };
    if (outcome.result === 'failed')
      return {
        result: 'failed',
        afterCommit: await orders.markPaymentFailed(trx, order.id, outcome.by),
      };
    const currency = (outcome.currency ?? 'inr').toLowerCase();
    const reported = {
      paidAmountPaise: outcome.amountPaise ?? null,
      paidCurrency: currency.slice(0, 3),
      provider: outcome.provider,
      providerPaymentId: outcome.paymentId ?? null,
    };
    if (outcome.amountPaise !== order.amountPaise || currency !== 'inr') {
      // Shown to the seller (amounts) and the shopper ("under review"): someone must act.
      await orders.flagPayment(trx, order, reported);
      logger.warn(
        {
          orderId: order.id,
          expected: order.amountPaise,
          paid: outcome.amountPaise,
          currency: outcome.currency,
        },
        'payment amount does not match the order; flagged for review',
      );
      return { result: 'flagged' };
    }
    await orders.markPaid(trx, order, reported);
    return { result: 'paid' };
  }

  return {
    async settle(outcome: PaymentOutcome): Promise<SettleResult> {
      try {
        const { result, afterCommit } = await db.transaction(async (trx) => {
          await PaymentEventModel.query(trx).insert({
            id: `${outcome.provider}:${outcome.eventId}`,
            provider: outcome.provider,
            type: outcome.type.slice(0, 80),
            orderId: outcome.orderId?.slice(0, 36) ?? null,
            outcome: 'received',
            receivedAt: now(),
          });
          const applied = await apply(trx, outcome);
          await PaymentEventModel.query(trx)
            .findById(`${outcome.provider}:${outcome.eventId}`)
            .patch({ outcome: applied.result });
          return applied;
        });
        await afterCommit?.();
        return result;
      } catch (err) {
        if (isUniqueViolation(err)) return 'duplicate';
        throw err;
      }
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
