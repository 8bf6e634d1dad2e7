import type { PaymentProviderName } from '../../contract/payment-provider.ts';
import type { OrderModel } from '../order/order.model.ts';

/** Who pays, as the provider's page may show or prefill it. */
export interface Customer {
  name: string;
  email: string;
}

export interface CheckoutSession {
  id: string;
  /** Where the shopper's browser goes to pay. */
  url: string;
}

/** Creates the hosted payment page for an unpaid online order (Stripe, or the test page). */
export interface CheckoutProvider {
  readonly name: PaymentProviderName;
  createSession(order: OrderModel, customer: Customer): Promise<CheckoutSession>;
}

/** Gives a payment's money back through the provider that took it. */
export interface Refunder {
  /**
   * Refunds the whole payment. `idempotencyKey` names the attempt: copies of one attempt
   * share it (the provider refunds once), a retry after a failure gets a new one.
   */
  refund(payment: {
    paymentId: string | null;
    amountPaise: number;
    idempotencyKey: string;
  }): Promise<{
    refundId: string;
  }>;
}
