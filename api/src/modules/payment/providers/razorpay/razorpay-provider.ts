import type { Config } from '../../../../config.ts';
import type { PaymentProvider } from '../../payment-provider.ts';
import { createRazorpayClient } from './razorpay-client.ts';
import {
  createRazorpayCheckout,
  createRazorpayPageCloser,
  createRazorpayRefunder,
} from './razorpay-checkout.ts';
import { parseRazorpayWebhook } from './razorpay-webhook.ts';

/** Razorpay Payment Links (UPI, cards), when its keys are set (RAZORPAY_KEY_ID, …). */
export function razorpayProvider(config: Config): PaymentProvider | undefined {
  if (!config.razorpay) return undefined;
  const razorpay = createRazorpayClient(config.razorpay);
  const { webhookSecret } = config.razorpay;
  return {
    ...createRazorpayCheckout(razorpay, config.storefrontOrigin),
    ...createRazorpayPageCloser(razorpay),
    ...createRazorpayRefunder(razorpay),
    parseWebhook: (request) => parseRazorpayWebhook(webhookSecret, request),
  };
}
