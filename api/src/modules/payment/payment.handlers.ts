import type { ShopConfigResponse } from '../../contract/payment-provider.ts';
import type { AppContext, AppRouterContext } from '../../http/context.ts';
import { readRawBody } from '../../http/raw-body.ts';
import { notFound } from '../../lib/errors.ts';
import type { OrderRecord } from '../order/order.service.ts';
import { renderTestPaymentPage } from './providers/test/test-payment-page.ts';
import { paymentCancelledUrl, paymentReturnUrl } from './return-urls.ts';

const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Public: which provider takes online payments, so the shop can name the ways to pay. */
export function showShopConfig(ctx: AppContext) {
  const body: ShopConfigResponse = {
    success: true,
    payment: { provider: ctx.services.orders.checkoutBy },
  };
  ctx.body = body;
}

/**
 * A provider → us (`/api/payment/webhook/:provider`, or an older path naming one). The
 * provider verifies the delivery's signature over the raw bytes before anything is read.
 */
export async function receiveWebhook(ctx: AppRouterContext, name = ctx.params.provider ?? '') {
  if (!ctx.services.webhooks.accepts(name)) throw notFound();
  const rawBody = await readRawBody(ctx, WEBHOOK_BODY_LIMIT);
  const { outcome, result } = await ctx.services.webhooks.receive(name, {
    rawBody,
    header: (header) => ctx.get(header),
  });
  ctx.log.info({ eventId: outcome.eventId, type: outcome.type, result }, `${name} event`);
  ctx.body = { success: true, received: true, result };
}

async function testPaymentOrder(ctx: AppRouterContext, token: unknown) {
  const orderId = ctx.params.orderId ?? '';
  const valid = ctx.services.testPayments?.verify(orderId, token) ?? false;
  const order = valid ? await ctx.services.orders.getWithItems(orderId) : undefined;
  if (!order || order.paymentType !== 'Online') throw notFound((w) => w.orders.paymentLinkInvalid);
  return order;
}

function sendTestPaymentPage(ctx: AppRouterContext, order: OrderRecord, token: string) {
  ctx.set({
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${ctx.config.storefrontOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    'Cache-Control': 'no-store',
    // The API's default "no-referrer" makes Chromium send `Origin: null` with the Pay and
    // Cancel forms, which the Origin check would refuse; this page keeps its own origin.
    'Referrer-Policy': 'same-origin',
  });
  ctx.type = 'html';
  ctx.body = renderTestPaymentPage(order, token);
}

export async function showTestPaymentPage(ctx: AppRouterContext) {
  const token = ctx.query.token;
  sendTestPaymentPage(ctx, await testPaymentOrder(ctx, token), String(token));
}

const formToken = (ctx: AppContext) =>
  (ctx.request.body as Record<string, unknown> | undefined)?.token;

/** Pay on the test page: finishes the order through the same service as the Stripe webhook. */
export async function payTestPayment(ctx: AppRouterContext) {
  const order = await testPaymentOrder(ctx, formToken(ctx));
  await ctx.services.payments.settle({
    provider: 'test',
    eventId: `pay:${order.id}`,
    type: 'test.payment.succeeded',
    orderId: order.id,
    result: 'paid',
    amountPaise: order.amountPaise,
    currency: 'inr',
    paymentId: `test_${order.id}`,
  });
  const after = await testPaymentOrder(ctx, formToken(ctx));
  if (after.paymentStatus !== 'paid') {
    // Cancelled (or expired) before Pay was pressed: say so rather than pretend it went through.
    ctx.status = 409;
    sendTestPaymentPage(ctx, after, String(formToken(ctx)));
    return;
  }
  ctx.status = 303;
  ctx.redirect(paymentReturnUrl(ctx.config.storefrontOrigin, order.id));
}

export async function cancelTestPayment(ctx: AppRouterContext) {
  const order = await testPaymentOrder(ctx, formToken(ctx));
  await ctx.services.payments.settle({
    provider: 'test',
    eventId: `cancel:${order.id}`,
    type: 'test.payment.canceled',
    orderId: order.id,
    result: 'failed',
  });
  ctx.status = 303;
  ctx.redirect(paymentCancelledUrl(ctx.config.storefrontOrigin, order.id));
}
