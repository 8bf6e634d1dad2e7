import { orderReference } from '../../../../contract/order-reference.ts';
import Razorpay from 'razorpay';
import type { OrderRecord } from '../../../order/order.service.ts';
import type { CheckoutProvider, Customer, PageCloser, Refunder } from '../../payment-provider.ts';
import { refundKeyMatches } from '../../refund-keys.ts';
import { paymentReturnUrl } from '../../return-urls.ts';

/** The official SDK, pointed at `apiBase` (a host; the SDK adds `/v1`) when one is given. */
/**
 * A Razorpay Payment Link (hosted page: UPI, cards, netbanking) for exactly the order's
 * amount in paise, with the order id as `reference_id`; paid or not, the shopper comes back
 * to /loader, which asks us how the payment stands.
 */
export function createRazorpayCheckout(
  razorpay: Razorpay,
  storefrontOrigin: string,
): CheckoutProvider {
  return {
    name: 'razorpay',
    async createSession(order: OrderRecord, customer: Customer) {
      const link = await razorpay.paymentLink.create({
        amount: order.amountPaise,
        currency: 'INR',
        reference_id: order.id,
        description: `Kirana order ${orderReference(order.number, order.id)}`,
        customer: { name: customer.name, email: customer.email },
        // The shop sends its own confirmation; Razorpay need not message the shopper too.
        notify: { sms: false, email: false },
        callback_url: paymentReturnUrl(storefrontOrigin, order.id),
        callback_method: 'get',
        // The link lasts as long as the order holds its units (at least Razorpay's 15 min).
        ...(order.paymentDueAt ? { expire_by: Math.floor(order.paymentDueAt / 1000) } : {}),
        notes: { orderId: order.id },
      });
      return { id: link.id, url: link.short_url };
    },
  };
}

interface RazorpayLink {
  id: string;
  status: string;
  amount_paid?: number;
  currency?: string;
  reference_id?: string;
  payments?: { payment_id: string; amount: number; status: string }[] | null;
}

/** The SDK rejects with Razorpay's answer: `statusCode` 4xx means it refused this request. */
const refusedByRazorpay = (err: unknown) => {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** Cancels a Payment Link; one that has ended already says how. */
export function createRazorpayPageCloser(razorpay: Razorpay): PageCloser {
  return {
    async close(linkId) {
      try {
        await razorpay.paymentLink.cancel(linkId);
        return { state: 'closed' };
      } catch (err) {
        if (!refusedByRazorpay(err)) throw err;
      }
      const link = (await razorpay.paymentLink.fetch(linkId)) as unknown as RazorpayLink;
      if (link.status !== 'paid')
        return { state: link.status === 'partially_paid' ? 'processing' : 'closed' };
      const payment = link.payments?.find((p) => p.status === 'captured') ?? link.payments?.[0];
      return {
        state: 'paid',
        outcome: {
          provider: 'razorpay',
          eventId: `${link.id}:paid`,
          type: 'payment_link.fetched',
          orderId: link.reference_id,
          result: 'paid',
          amountPaise: payment?.amount ?? link.amount_paid ?? null,
          currency: link.currency?.toLowerCase() ?? null,
          paymentId: payment?.payment_id ?? null,
        },
      };
    },
  };
}

/**
 * Refunds `amountPaise` through Razorpay. Razorpay takes no idempotency key for
 * refunds; the attempt's key goes in the notes (and finds the refund again by purpose), and exactly-once comes from our refund
 * attempts (one request per attempt) and from Razorpay refusing more than was captured.
 */
export function createRazorpayRefunder(razorpay: Razorpay): Refunder {
  return {
    async findRefund({ paymentId, keyPrefix }) {
      if (!paymentId) return undefined;
      const list = (await razorpay.payments.fetchMultipleRefund(paymentId, {
        count: 100,
      })) as unknown as {
        items?: { id: string; status: string; notes?: { attempt?: string } | unknown[] }[];
      };
      // Razorpay sends notes as an empty array when there are none.
      const keyOf = (notes: { attempt?: string } | unknown[] | undefined) =>
        notes && !Array.isArray(notes) ? notes.attempt : undefined;
      const made = list.items?.find(
        (r) => r.status !== 'failed' && refundKeyMatches(keyOf(r.notes), keyPrefix),
      );
      return made ? { refundId: made.id } : undefined;
    },
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
