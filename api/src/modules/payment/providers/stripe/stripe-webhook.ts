import type Stripe from 'stripe';
import { badRequest } from '../../../../lib/errors.ts';
import type { WebhookRequest } from '../../payment-provider.ts';
import type { PaymentOutcome } from '../../payment.service.ts';

type CheckoutSession = Stripe.Checkout.Session;

const RESULT_BY_TYPE: Record<string, (s: CheckoutSession) => PaymentOutcome['result']> = {
  // A completed session may still be waiting for a delayed method (payment_status "unpaid").
  'checkout.session.completed': (s) => (s.payment_status === 'paid' ? 'paid' : 'none'),
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'failed',
};

/** Reads what a verified Stripe event means for our order; other event types mean nothing. */
export function outcomeOfStripeEvent(event: Stripe.Event): PaymentOutcome {
  const decide = RESULT_BY_TYPE[event.type];
  if (!decide)
    return {
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      orderId: undefined,
      result: 'none',
    };
  const session = event.data.object as CheckoutSession;
  return outcomeOfStripeSession(session, { eventId: event.id, type: event.type }, decide(session));
}

/** A Checkout Session's payment, as the webhook reports it or as the session reads now. */
export function outcomeOfStripeSession(
  session: CheckoutSession,
  heard: { eventId: string; type: string },
  result: PaymentOutcome['result'],
): PaymentOutcome {
  return {
    provider: 'stripe',
    ...heard,
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? undefined,
    result,
    amountPaise: session.amount_total,
    currency: session.currency,
    paymentId:
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null),
  };
}

/** Stripe → us. Nothing is read from the event until its signature checks out. */
export function parseStripeWebhook(
  stripe: Stripe,
  webhookSecret: string,
  request: WebhookRequest,
): PaymentOutcome {
  const signature = request.header('Stripe-Signature');
  if (!signature) throw badRequest('Missing Stripe signature.');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(request.rawBody, signature, webhookSecret);
  } catch {
    throw badRequest('Invalid Stripe signature.');
  }
  return outcomeOfStripeEvent(event);
}
