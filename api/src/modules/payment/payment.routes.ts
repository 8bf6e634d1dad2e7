import Router from '@koa/router';
import type { AppExtras, AppState } from '../../http/context.ts';
import {
  showShopConfig,
  cancelTestPayment,
  payTestPayment,
  showTestPaymentPage,
  razorpayWebhook,
  stripeWebhook,
} from './payment.handlers.ts';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
export const RAZORPAY_WEBHOOK_PATH = '/api/razorpay/webhook';
/** Webhooks read their own raw body: their signatures are over the exact bytes. */
export const RAW_BODY_PATHS: ReadonlySet<string> = new Set([
  STRIPE_WEBHOOK_PATH,
  RAZORPAY_WEBHOOK_PATH,
]);

/** Only the routes of configured providers exist: their webhooks, and the test page. */
export function paymentRoutes(mode: { stripe: boolean; razorpay: boolean; testPayments: boolean }) {
  const router = new Router<AppState, AppExtras>();
  router.get('/api/config', showShopConfig);
  if (mode.stripe) router.post(STRIPE_WEBHOOK_PATH, stripeWebhook);
  if (mode.razorpay) router.post(RAZORPAY_WEBHOOK_PATH, razorpayWebhook);
  if (mode.testPayments) {
    router.get('/api/payments/test/:orderId', showTestPaymentPage);
    router.post('/api/payments/test/:orderId/pay', payTestPayment);
    router.post('/api/payments/test/:orderId/cancel', cancelTestPayment);
  }
  return router;
}
