import Router from '@koa/router';
import type { AppExtras, AppState } from '../../http/context.ts';
import {
  showShopConfig,
  cancelTestPayment,
  payTestPayment,
  showTestPaymentPage,
  receiveWebhook,
} from './payment.handlers.ts';

const WEBHOOK_PREFIX = '/api/payment/webhook/';
/** The paths dashboards were set up with before the one webhook path; they stay. */
const WEBHOOK_ALIASES: Readonly<Record<string, string>> = {
  '/api/stripe/webhook': 'stripe',
  '/api/razorpay/webhook': 'razorpay',
};

/** Webhooks read their own raw body: their signatures are over the exact bytes. */
export const isRawBodyPath = (path: string): boolean =>
  path.startsWith(WEBHOOK_PREFIX) || path in WEBHOOK_ALIASES;

/** Every provider's webhooks on one path (404 for one not configured), and the test page. */
export function paymentRoutes(mode: { testPayments: boolean }) {
  const router = new Router<AppState, AppExtras>();
  router.get('/api/config', showShopConfig);
  router.post(`${WEBHOOK_PREFIX}:provider`, (ctx) => receiveWebhook(ctx));
  for (const [path, provider] of Object.entries(WEBHOOK_ALIASES))
    router.post(path, (ctx) => receiveWebhook(ctx, provider));
  if (mode.testPayments) {
    router.get('/api/payments/test/:orderId', showTestPaymentPage);
    router.post('/api/payments/test/:orderId/pay', payTestPayment);
    router.post('/api/payments/test/:orderId/cancel', cancelTestPayment);
  }
  return router;
}
