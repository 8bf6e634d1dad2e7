import type { Config } from '../../../../config.ts';
import type { PaymentProvider } from '../../payment-provider.ts';
import {
  createTestCheckout,
  createTestPaymentTokens,
  testPageCloser,
  testRefunder,
} from './test-checkout.ts';

/**
 * The API's own test payment page. Always there for refunds and closing (its orders stay
 * refundable after real keys are set); it opens pages only while the page is on
 * (`config.testPayments`). It has no webhooks: its Pay and Cancel buttons settle directly.
 */
export function testProvider(config: Config): PaymentProvider {
  const tokens = createTestPaymentTokens(config.sessionSecret);
  return {
    ...createTestCheckout(config.publicApiUrl, tokens),
    ...testPageCloser,
    ...testRefunder,
  };
}
