import Stripe from 'stripe';
import type { TestApp } from './test-app.ts';

export const WEBHOOK_SECRET = 'whsec_kirana_test_secret';
const stripeForSigning = new Stripe('sk_test_signing_only');

/** The env that points the API at the loopback fake of Stripe's HTTP API. */
export const stripeEnv = (fakeUrl: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_kirana',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: fakeUrl,
});

/** A Checkout Session event as Stripe sends it. */
export const stripeEvent = (
  type: string,
  session: Record<string, unknown>,
  id = `evt_${Math.random().toString(36).slice(2)}`,
) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', currency: 'inr', ...session } },
  });

/** The `Stripe-Signature` header Stripe would send with this payload. */
export const stripeSignature = (payload: string, secret = WEBHOOK_SECRET) =>
  stripeForSigning.webhooks.generateTestHeaderString({ payload, secret });

/** Posts an event to the webhook, signed as Stripe signs it. */
export const deliverStripeEvent = (app: TestApp, payload: string, secret = WEBHOOK_SECRET) =>
  app
    .agent()
    .post('/api/payment/webhook/stripe')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', stripeSignature(payload, secret))
    .send(payload);
