import type { Config } from '../../../../config.ts';
import type { PaymentProvider } from '../../payment-provider.ts';
import { createStripeClient } from './stripe-client.ts';
import {
  createStripeCheckout,
  createStripePageCloser,
  createStripeRefunder,
} from './stripe-checkout.ts';
import { parseStripeWebhook } from './stripe-webhook.ts';

/** Stripe Checkout, when its keys are set (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET). */
export function stripeProvider(config: Config): PaymentProvider | undefined {
  if (!config.stripe) return undefined;
  const { secretKey, apiBase, webhookSecret } = config.stripe;
  const stripe = createStripeClient(secretKey, apiBase);
  return {
    ...createStripeCheckout(stripe, config.storefrontOrigin),
    ...createStripePageCloser(stripe),
    ...createStripeRefunder(stripe),
    parseWebhook: (request) => parseStripeWebhook(stripe, webhookSecret, request),
  };
}
