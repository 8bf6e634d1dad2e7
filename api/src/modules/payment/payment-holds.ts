import type { Actor } from '../../contract/order-status.ts';
import type { PaymentProviderName } from '../../contract/payment-provider.ts';
import type { Logger } from '../../lib/logger.ts';
import type { OrderRecord } from '../order/order.service.ts';
import type { UnpaidEnded } from '../order/order-lifecycle.service.ts';
import type { OrderService } from '../order/order.service.ts';
import type { PageCloser } from './payment-provider.ts';
import type { PaymentService } from './payment.service.ts';

/** How often each API process looks for holds that have ended. */
const SWEEP_MS = 30_000;
const SWEEP_BATCH = 50;

/**
 * Unpaid online orders hold their units until `payment_due_at`. The provider's page is set
 * to expire then too and usually says so by webhook; this sweeper ends what no provider
 * reported (the test page, a lost webhook), and the shopper may end their own order sooner.
 * Either way the provider's page is closed first, so nobody pays for units back on sale,
 * and the order ends through `payments.settle` under one event id per order: of several
 * API processes sweeping at once, exactly one releases the units.
 */
export function createPaymentHolds(deps: {
  orders: OrderService;
  payments: PaymentService;
  closers: Partial<Record<PaymentProviderName, PageCloser>>;
  logger: Logger;
  sweepMs?: number;
  now?: () => number;
}) {
  const { orders, payments, closers, logger } = deps;
  const now = deps.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<number> | undefined;

  async function end(order: OrderRecord, by: Actor): Promise<UnpaidEnded> {
    const provider = (order.paymentProvider ?? 'test') as PaymentProviderName;
    const closer = closers[provider];
    // Without the provider's keys its page cannot be reached; it expires on its own.
    const page =
      closer && order.checkoutSessionId
        ? await closer.close(order.checkoutSessionId)
        : ({ state: 'closed' } as const);
    if (page.state === 'processing') return 'processing';
    if (page.state === 'paid') {
      await payments.settle(page.outcome);
      return 'paid';
    }
    const result = await payments.settle({
      provider,
      eventId: `hold-ended:${order.id}`,
      type: by === 'system' ? 'kirana.hold.expired' : 'kirana.hold.abandoned',
      orderId: order.id,
      result: 'failed',
      by,
    });
    return result === 'failed' ? 'ended' : 'already-settled';
  }

  /** Ends every unpaid order whose hold ended by `at`; resolves with how many ended. */
  async function sweepOnce(at: number = now()): Promise<number> {
    let ended = 0;
    for (const order of await orders.dueUnpaid(at, SWEEP_BATCH)) {
      try {
        if ((await end(order, 'system')) === 'ended') ended += 1;
      } catch (err) {
        // The provider is unreachable: its page may still be paid, so the units stay held
        // until it answers (or its own expiry arrives by webhook).
        logger.warn({ err, orderId: order.id }, 'could not close an expired payment page');
      }
    }
    if (ended > 0) logger.info({ ended }, 'unpaid orders expired; their units are back on sale');
    return ended;
  }

  function tick() {
    if (sweeping) return;
    sweeping = sweepOnce()
      .catch((err: unknown) => {
        logger.warn({ err }, 'could not look for expired payment holds');
        return 0;
      })
      .finally(() => {
        sweeping = undefined;
      });
  }

  return {
    end,
    sweepOnce,
    start(): void {
      if (timer) return;
      timer = setInterval(tick, deps.sweepMs ?? SWEEP_MS);
      timer.unref();
      tick();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await sweeping;
    },
  };
}

export type PaymentHolds = ReturnType<typeof createPaymentHolds>;
