import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { PaymentProviderName } from '../../contract/payment-provider.ts';
import type { CheckoutProvider, PageCloser, Refunder } from './checkout-provider.ts';
import {
  createRazorpayCheckout,
  createRazorpayClient,
  createRazorpayPageCloser,
  createRazorpayRefunder,
} from './razorpay-checkout.ts';
import {
  createStripeCheckout,
  createStripeClient,
  createStripePageCloser,
  createStripeRefunder,
} from './stripe-checkout.ts';
import {
  createTestCheckout,
  createTestPaymentTokens,
  testPageCloser,
  testRefunder,
  type TestPaymentTokens,
} from './test-checkout.ts';

/**
 * Every provider with keys gets its webhook and its refunds (orders paid through it earlier
 * must still settle and refund); the one PAYMENT_PROVIDER names also takes new payments.
 */
export interface PaymentProviders {
  checkout: CheckoutProvider | undefined;
  refunders: Partial<Record<PaymentProviderName, Refunder>>;
  /** Closes the pages of orders that end unpaid, whichever provider opened them. */
  closers: Partial<Record<PaymentProviderName, PageCloser>>;
  stripeWebhook: { stripe: Stripe; webhookSecret: string } | undefined;
  razorpayWebhookSecret: string | undefined;
  testPayments: TestPaymentTokens | undefined;
}

export function createPaymentProviders(config: Config): PaymentProviders {
  const stripe = config.stripe
    ? createStripeClient(config.stripe.secretKey, config.stripe.apiBase)
    : undefined;
  const razorpay = config.razorpay ? createRazorpayClient(config.razorpay) : undefined;
  const testPayments = config.testPayments
    ? createTestPaymentTokens(config.sessionSecret)
    : undefined;
  const checkouts: Partial<Record<PaymentProviderName, CheckoutProvider>> = {
    ...(stripe ? { stripe: createStripeCheckout(stripe, config.storefrontOrigin) } : {}),
    ...(razorpay ? { razorpay: createRazorpayCheckout(razorpay, config.storefrontOrigin) } : {}),
    ...(testPayments ? { test: createTestCheckout(config.publicApiUrl, testPayments) } : {}),
  };
  return {
    checkout: checkouts[config.paymentProvider],
    refunders: {
      // The test page's orders stay refundable after real keys are set.
      test: testRefunder,
      ...(stripe ? { stripe: createStripeRefunder(stripe) } : {}),
      ...(razorpay ? { razorpay: createRazorpayRefunder(razorpay) } : {}),
    },
    closers: {
      test: testPageCloser,
      ...(stripe ? { stripe: createStripePageCloser(stripe) } : {}),
      ...(razorpay ? { razorpay: createRazorpayPageCloser(razorpay) } : {}),
    },
    stripeWebhook:
      stripe && config.stripe ? { stripe, webhookSecret: config.stripe.webhookSecret } : undefined,
    razorpayWebhookSecret: config.razorpay?.webhookSecret,
    testPayments,
  };
}
