import type { Config } from '../../../config.ts';
import type { PaymentProviderName } from '../../../contract/payment-provider.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { razorpayProvider } from './razorpay/razorpay-provider.ts';
import { stripeProvider } from './stripe/stripe-provider.ts';
import { createTestPaymentTokens, type TestPaymentTokens } from './test/test-checkout.ts';
import { testProvider } from './test/test-provider.ts';

/** Every provider the shop knows: a new one is a folder beside these and a line here. */
const REGISTRY: Record<PaymentProviderName, (config: Config) => PaymentProvider | undefined> = {
  test: testProvider,
  stripe: stripeProvider,
  razorpay: razorpayProvider,
};

/**
 * Every provider with keys gets its webhook, its refunds and its page closing (orders paid
 * through it earlier must still settle and refund); the one PAYMENT_PROVIDER names also
 * takes new payments.
 */
export interface PaymentProviders {
  /** Who opens payment pages for new online orders; none: cash on delivery only. */
  checkout: PaymentProvider | undefined;
  /** The configured providers, by name. */
  byName: Partial<Record<PaymentProviderName, PaymentProvider>>;
  /** The test page's signed links, while it is on. */
  testPayments: TestPaymentTokens | undefined;
}

export function createPaymentProviders(config: Config): PaymentProviders {
  const byName: Partial<Record<PaymentProviderName, PaymentProvider>> = {};
  for (const [name, create] of Object.entries(REGISTRY) as [
    PaymentProviderName,
    (typeof REGISTRY)[PaymentProviderName],
  ][]) {
    const provider = create(config);
    if (provider) byName[name] = provider;
  }
  const takesNew = config.paymentProvider !== 'test' || config.testPayments;
  return {
    checkout: takesNew ? byName[config.paymentProvider] : undefined,
    byName,
    testPayments: config.testPayments ? createTestPaymentTokens(config.sessionSecret) : undefined,
  };
}
