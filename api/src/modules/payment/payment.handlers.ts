import type Stripe from 'stripe';
import type { ShopConfigResponse } from '../../contract/payment-provider.ts';
import type { AppContext, AppRouterContext } from '../../http/context.ts';
import { readRawBody } from '../../http/raw-body.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { createHash } from 'node:crypto';
import Razorpay from 'razorpay';
import { outcomeOfRazorpayEvent } from './razorpay-webhook.ts';
import { outcomeOfStripeEvent } from './stripe-webhook.ts';
import type { OrderModel } from '../order/order.model.ts';
import { renderTestPaymentPage } from './test-payment-page.ts';
import { paymentCancelledUrl, paymentReturnUrl } from './return-urls.ts';

const WEBHOOK_BODY_LIMIT = 1024 * 1024;
/** Fits `payment_events.id` (255) with the provider's name in front. */
const MAX_EVENT_ID = 200;

/** Public: which provider takes online payments, so the shop can name the ways to pay. */
export function showShopConfig(ctx: AppContext) {
  const body: ShopConfigResponse = {
    success: true,
    payment: { provider: ctx.services.checkout.providerName },
  };
  ctx.body = body;
}

/** Stripe → us. Nothing is read from the event until its signature checks out. */
export async function stripeWebhook(ctx: AppContext) {
  if (!ctx.services.stripeWebhook) throw notFound('Not found.');
  const { stripe, webhookSecret } = ctx.services.stripeWebhook;
  const signature = ctx.get('Stripe-Signature');
  if (!signature) throw badRequest('Missing Stripe signature.');
  const payload = await readRawBody(ctx, WEBHOOK_BODY_LIMIT);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
  } catch {
    throw badRequest('Invalid Stripe signature.');
  }
  const result = await ctx.services.payments.settle(outcomeOfStripeEvent(event));
  ctx.log.info({ eventId: event.id, type: event.type, result }, 'stripe event');
  ctx.body = { success: true, received: true, result };
}

/**
 * Razorpay → us. The signature (HMAC-SHA256 of the raw body with the webhook secret) is
 * checked by the SDK's validator before anything in the body is read.
 */
export async function razorpayWebhook(ctx: AppContext) {
  const secret = ctx.services.razorpayWebhookSecret;
  if (!secret) throw notFound('Not found.');
  const signature = ctx.get('X-Razorpay-Signature');
  if (!signature) throw badRequest('Missing Razorpay signature.');
  const payload = (await readRawBody(ctx, WEBHOOK_BODY_LIMIT)).toString('utf8');
  let valid = false;
  try {
    valid = Razorpay.validateWebhookSignature(payload, signature, secret);
  } catch {
    valid = false;
  }
  if (!valid) throw badRequest('Invalid Razorpay signature.');
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    throw badRequest('The webhook body is not JSON.');
  }
  // Razorpay names each event in a header that stays the same on every delivery; without
  // it, the body's own hash keeps copies of one delivery from applying twice.
  const header = ctx.get('X-Razorpay-Event-Id');
  // Razorpay's ids are short; a longer one is not Razorpay's and would not fit the record.
  if (header.length > MAX_EVENT_ID) throw badRequest('Invalid Razorpay event id.');
  const eventId = header || `sha256-${createHash('sha256').update(payload).digest('hex')}`;
  const outcome = outcomeOfRazorpayEvent(body, eventId);
  const result = await ctx.services.payments.settle(outcome);
  ctx.log.info({ eventId, type: outcome.type, result }, 'razorpay event');
  ctx.body = { success: true, received: true, result };
}

async function testPaymentOrder(ctx: AppRouterContext, token: unknown) {
  const orderId = ctx.params.orderId ?? '';
  const valid = ctx.services.testPayments?.verify(orderId, token) ?? false;
  const order = valid ? await ctx.services.orders.getWithItems(orderId) : undefined;
  if (!order || order.paymentType !== 'Online') throw notFound('This payment link is not valid.');
  return order;
}

function sendTestPaymentPage(ctx: AppRouterContext, order: OrderModel, token: string) {
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
