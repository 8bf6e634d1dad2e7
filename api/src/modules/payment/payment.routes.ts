import Router from '@koa/router';
import type { AppExtras, AppState } from '../../http/context.ts';
import {
  showShopConfig,
  cancelTestPayment,
  payTestPayment,
  showTestPaymentPage,
  stripeWebhook,
} from './payment.handlers.ts';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** Only the routes of the configured payment mode exist: Stripe's webhook, or the test page. */
export function paymentRoutes(mode: { stripe: boolean; testPayments: boolean }) {
  const router = new Router<AppState, AppExtras>();
  router.get('/api/config', showShopConfig);
  if (mode.stripe) router.post(STRIPE_WEBHOOK_PATH, stripeWebhook);
  if (mode.testPayments) {
    router.get('/api/payments/test/:orderId', showTestPaymentPage);
    router.post('/api/payments/test/:orderId/pay', payTestPayment);
    router.post('/api/payments/test/:orderId/cancel', cancelTestPayment);
  }
  return router;
}
