import Razorpay from 'razorpay';
import type { OrderModel } from '../order/order.model.ts';
import type { CheckoutProvider, Customer, Refunder } from './checkout-provider.ts';
import { paymentReturnUrl } from './return-urls.ts';

/** How long a Payment Link can be paid (Razorpay wants at least 15 minutes). */
const LINK_LIFETIME_SECONDS = 30 * 60;

/** The official SDK, pointed at `apiBase` (a host; the SDK adds `/v1`) when one is given. */
export function createRazorpayClient(keys: {
  keyId: string;
  keySecret: string;
  apiBase: string | undefined;
}): Razorpay {
  const razorpay = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  if (keys.apiBase) {
    // The SDK has no option for its host (tests use a loopback fake of Razorpay's API), so
    // the base URL of the axios instance it keeps in `api.rq` is set here. Not in its types.
    const api = razorpay.api as unknown as { rq: { defaults: { baseURL?: string } } };
    api.rq.defaults.baseURL = keys.apiBase.replace(/\/+$/, '');
  }
  return razorpay;
}

/**
 * A Razorpay Payment Link (hosted page: UPI, cards, netbanking) for exactly the order's
 * amount in paise, with the order id as `reference_id`; paid or not, the shopper comes back
 * to /loader, which asks us how the payment stands.
 */
export function createRazorpayCheckout(
  razorpay: Razorpay,
  storefrontOrigin: string,
  now: () => number = Date.now,
): CheckoutProvider {
  return {
    name: 'razorpay',
    async createSession(order: OrderModel, customer: Customer) {
      const link = await razorpay.paymentLink.create({
        amount: order.amountPaise,
        currency: 'INR',
        reference_id: order.id,
        description: `Kirana order ${order.number}`,
        customer: { name: customer.name, email: customer.email },
        // The shop sends its own confirmation; Razorpay need not message the shopper too.
        notify: { sms: false, email: false },
        callback_url: paymentReturnUrl(storefrontOrigin, order.id),
        callback_method: 'get',
        expire_by: Math.floor(now() / 1000) + LINK_LIFETIME_SECONDS,
        notes: { orderId: order.id },
      });
      return { id: link.id, url: link.short_url };
    },
  };
}

/**
 * Refunds the whole payment through Razorpay. Razorpay takes no idempotency key for
 * refunds; the attempt's key goes in the notes, and exactly-once comes from our refund
 * attempts (one request per attempt) and from Razorpay refusing more than was captured.
 */
export function createRazorpayRefunder(razorpay: Razorpay): Refunder {
  return {
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      if (!paymentId) throw new Error('The order has no Razorpay payment to refund');
      const refund = await razorpay.payments.refund(paymentId, {
        amount: amountPaise,
        notes: { attempt: idempotencyKey },
      });
      return { refundId: refund.id };
    },
  };
}
