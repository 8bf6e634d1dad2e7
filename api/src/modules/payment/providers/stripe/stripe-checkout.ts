import Stripe from 'stripe';
import type { OrderRecord } from '../../../order/order.service.ts';
import type { CheckoutProvider, Customer, PageCloser, Refunder } from '../../payment-provider.ts';
import { paymentCancelledUrl, paymentReturnUrl } from '../../return-urls.ts';
import { outcomeOfStripeSession } from './stripe-webhook.ts';
import { refundKeyMatches } from '../../refund-keys.ts';

/** The refund's metadata field that keeps its attempt's idempotency key. */
const REFUND_KEY = 'kirana_key';

/**
 * Stripe Checkout in rupees. One line per item at its offer price, plus the 2% tax and the
 * delivery fee as lines of their own, so the lines add up to exactly the order's amount.
 */
export function createStripeCheckout(stripe: Stripe, storefrontOrigin: string): CheckoutProvider {
  return {
    name: 'stripe',
    async createSession(order: OrderRecord, customer: Customer) {
      const items = [...(order.items ?? [])].sort((a, b) => a.position - b.position);
      const lineItems = items.map((item) => ({
        quantity: item.quantity,
        price_data: {
          currency: 'inr',
          unit_amount: item.offerPricePaise,
          product_data: { name: item.name },
        },
      }));
      if (order.taxPaise > 0) {
        lineItems.push({
          quantity: 1,
          price_data: {
            currency: 'inr',
            unit_amount: order.taxPaise,
            product_data: { name: 'Tax (2%)' },
          },
        });
      }
      if (order.deliveryFeePaise > 0) {
        lineItems.push({
          quantity: 1,
          price_data: {
            currency: 'inr',
            unit_amount: order.deliveryFeePaise,
            product_data: { name: 'Delivery fee' },
          },
        });
      }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems,
          client_reference_id: order.id,
          metadata: { orderId: order.id },
          payment_intent_data: { metadata: { orderId: order.id } },
          customer_email: customer.email,
          success_url: paymentReturnUrl(storefrontOrigin, order.id),
          cancel_url: paymentCancelledUrl(storefrontOrigin, order.id),
          // The page lasts as long as the order holds its units (at least Stripe's 30 min).
          ...(order.paymentDueAt ? { expires_at: Math.floor(order.paymentDueAt / 1000) } : {}),
        },
        { idempotencyKey: `kirana-checkout-${order.id}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },
  };
}

/** Expires an open Checkout Session; one already finished says how it ended. */
export function createStripePageCloser(stripe: Stripe): PageCloser {
  return {
    async close(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return { state: 'closed' };
      } catch (err) {
        // Only open sessions can be expired: any other refusal means it has ended already.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      }
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status !== 'complete') return { state: 'closed' };
      if (session.payment_status === 'unpaid') return { state: 'processing' };
      const heard = { eventId: `${session.id}:complete`, type: 'checkout.session.retrieved' };
      return { state: 'paid', outcome: outcomeOfStripeSession(session, heard, 'paid') };
    },
  };
}

/**
 * Refunds through Stripe's refunds API: `amountPaise` of the payment intent under the
 * attempt's key, the key also kept in the refund's metadata to find it again by purpose.
 */
export function createStripeRefunder(stripe: Stripe): Refunder {
  return {
    async findRefund({ paymentId, keyPrefix }) {
      if (!paymentId) return undefined;
      const refunds = await stripe.refunds.list({ payment_intent: paymentId, limit: 100 });
      const made = refunds.data.find(
        (r) =>
          r.status !== 'failed' &&
          r.status !== 'canceled' &&
          refundKeyMatches(r.metadata?.[REFUND_KEY], keyPrefix),
      );
      return made ? { refundId: made.id } : undefined;
    },
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      if (!paymentId) throw new Error('The order has no Stripe payment to refund');
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentId,
          amount: amountPaise,
          reason: 'requested_by_customer',
          metadata: { [REFUND_KEY]: idempotencyKey },
        },
        { idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new Error(`Stripe answered the refund with status ${refund.status}`);
      }
      return { refundId: refund.id };
    },
  };
}
