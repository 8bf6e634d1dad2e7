import type { PaymentProviderName } from '../../contract/payment-provider.ts';
import type { Db } from '../../db/knex.ts';
import type { UserService } from '../user/user.service.ts';
import { changeOf, type OrderChangeListener } from './order-change.ts';
import { assignNumber } from './order-number.ts';
import { OrderModel } from './order.model.ts';

/** What a payment provider said was paid, and its id for the payment (to refund it). */
interface ReportedPayment {
  paidAmountPaise: number | null;
  paidCurrency: string;
  provider: string;
  providerPaymentId: string | null;
}

/**
 * What the payment module reports about an online order's money, recorded on the order
 * (spread into the lifecycle, the one service that changes an order once placed).
 */
export function createOrderPayments(deps: {
  db: Db;
  users: Pick<UserService, 'setCart'>;
  onOrderChange: OrderChangeListener;
  now: () => number;
}) {
  const { db, users, onOrderChange, now } = deps;

  /**
   * Money came in for an online order (in full: `paid`, or not as expected: `flagged`): the
   * order is placed now, so it gets its number, and the report is kept.
   */
  async function recordPayment(
    trx: Db,
    order: OrderModel,
    reported: ReportedPayment,
    paymentStatus: 'paid' | 'flagged',
  ): Promise<void> {
    const time = now();
    const number = order.number ?? (await assignNumber(trx, order.id));
    await OrderModel.query(trx)
      .findById(order.id)
      .patch({
        number,
        paymentStatus,
        ...(paymentStatus === 'paid' ? { paidAt: time } : {}),
        paidAmountPaise: reported.paidAmountPaise,
        paidCurrency: reported.paidCurrency,
        paymentProvider: reported.provider,
        providerPaymentId: reported.providerPaymentId,
        updatedAt: time,
      });
    await onOrderChange(
      trx,
      changeOf(paymentStatus, { id: order.id, number, status: order.status }),
    );
  }

  return {
    /** The order a payment report is about, locked until `trx` ends (one report at a time). */
    async lockedForPayment(trx: Db, orderId: string): Promise<OrderModel | undefined> {
      return OrderModel.query(trx).findById(orderId).forUpdate();
    },

    /** The provider reported the full amount: paid, and the customer's cart emptied. */
    async markPaid(trx: Db, order: OrderModel, reported: ReportedPayment): Promise<void> {
      await recordPayment(trx, order, reported, 'paid');
      await users.setCart(order.userId, {}, trx);
    },

    /** Another amount or currency came in: someone must look (units stay held). */
    flagPayment: (trx: Db, order: OrderModel, reported: ReportedPayment) =>
      recordPayment(trx, order, reported, 'flagged'),

    /** The provider's page made for an unpaid order, so it can be closed if the order ends. */
    async attachCheckout(
      orderId: string,
      session: { id: string; provider: PaymentProviderName },
    ): Promise<void> {
      await OrderModel.query(db).findById(orderId).patch({
        checkoutSessionId: session.id,
        paymentProvider: session.provider,
        updatedAt: now(),
      });
    },
  };
}
