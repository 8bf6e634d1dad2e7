import type { OrderModel } from '../order/order.model.ts';

export interface CheckoutSession {
  id: string;
  /** Where the shopper's browser goes to pay. */
  url: string;
}

/** Creates the hosted payment page for an unpaid online order (Stripe, or the test page). */
export interface CheckoutProvider {
  readonly name: 'stripe' | 'test';
  createSession(order: OrderModel, customerEmail: string): Promise<CheckoutSession>;
}
