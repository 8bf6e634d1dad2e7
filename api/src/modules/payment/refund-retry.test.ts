import type { Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/product.ts';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../test/fixtures.ts';
import { deliverStripeEvent, stripeEnv, stripeEvent } from '../../../test/stripe-events.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  razorpayEnv,
  razorpayEvent,
  razorpaySignature,
  startFakeRazorpay,
} from '../../../../tools/fake-razorpay.mjs';

const kinds = await availableKinds();

// A refund that went through ends `refunded`, with one email, whatever the seller retries
// meanwhile and whatever errors the provider answered.
describe.each(kinds)('refunds through Stripe that end right, on %s', (kind) => {
  let app: TestApp;
  let fake: FakeStripe;
  let seller: Agent;
  let poha: Product;
  beforeAll(async () => {
    fake = await startFakeStripe();
    app = await createTestApp(kind, { env: stripeEnv(fake.url) });
    seller = await signInSeller(app);
    poha = await addProduct(seller, { name: 'Poha', price: 60, offerPrice: 50 });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  async function paidOrder() {
    const s = await shopperWithAddress(app);
    const res = await s.agent
      .post('/api/order/stripe')
      .send({ address: s.addressId, items: [{ product: poha._id, quantity: 2 }] })
      .expect(201);
    const orderId = res.body.orderId as string;
    await deliverStripeEvent(
      app,
      stripeEvent('checkout.session.completed', {
        payment_status: 'paid',
        amount_total: 10200,
        payment_intent: `pi_${orderId}`,
        metadata: { orderId },
      }),
    ).expect(200);
    return { ...s, orderId };
  }
  const refundsOf = (orderId: string) =>
    fake.refunds.filter((r) => r.paymentIntent === `pi_${orderId}`);
  const refundEmails = (orderId: string) =>
    app.database.db('mail_outbox').where({ orderId, kind: 'refund' });
  const order = async (orderId: string) =>
    (await app.database.db('orders').where('id', orderId).first()) as Record<string, unknown>;

  it('never sends a pending refund again when the seller retries while it is on its way', async () => {
    const { agent, orderId } = await paidOrder();
    fake.control.refundDelayMs = 1500;
    try {
      const cancelling = agent
        .post('/api/order/cancel')
        .send({ orderId })
        .then((r) => r);
      while (refundsOf(orderId).length === 0) await new Promise((r) => setTimeout(r, 20));
      const retried = await seller.post('/api/order/refund').send({ orderId }).expect(409);
      expect(retried.body.message).toMatch(/still being processed/);
      const cancelled = await cancelling;
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.order).toMatchObject({ status: 'Cancelled', refundStatus: 'refunded' });
    } finally {
      fake.control.refundDelayMs = 0;
    }
    expect(refundsOf(orderId)).toHaveLength(1);
    expect(await refundEmails(orderId)).toHaveLength(1);
    // Asked again once done, it answers the refund as made.
    await seller.post('/api/order/refund').send({ orderId }).expect(409);
  });

  it('asks Stripe when a refund is refused as already made, and records that refund', async () => {
    const { agent, orderId } = await paidOrder();
    // A refund made earlier whose answer never reached the shop (a lost connection).
    const lost = (await (
      await fetch(`${fake.url}/v1/refunds`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': 'lost' },
        body: `payment_intent=pi_${orderId}`,
      })
    ).json()) as { id: string };
    const res = await agent.post('/api/order/cancel').send({ orderId }).expect(200);
    expect(res.body.order).toMatchObject({ refundStatus: 'refunded' });
    const stored = await order(orderId);
    expect(stored.refund_id ?? stored.refundId).toBe(lost.id);
    expect(await refundEmails(orderId)).toHaveLength(1);
  });

  it('sends a pending refund that stayed unanswered again, under the same key', async () => {
    const { agent, orderId } = await paidOrder();
    fake.control.failRefunds = true;
    await agent.post('/api/order/cancel').send({ orderId }).expect(200);
    fake.control.failRefunds = false;
    // As if a retry started attempt 2 three minutes ago and its process stopped before
    // the request left.
    await app.database
      .db('orders')
      .where('id', orderId)
      .update({
        refundStatus: 'pending',
        refundAttempt: 2,
        refundRequestedAt: Date.now() - 3 * 60_000,
      });
    const res = await seller.post('/api/order/refund').send({ orderId }).expect(200);
    expect(res.body.order).toMatchObject({ refundStatus: 'refunded' });
    expect(refundsOf(orderId).map((r) => r.idempotencyKey)).toEqual([
      `kirana-refund-${orderId}-1`,
      `kirana-refund-${orderId}-2`,
    ]);
  });
});

describe.each(kinds)('refunds through Razorpay, on %s', (kind) => {
  it('gives back what was paid, not the order amount, and says so', async () => {
    const fake = await startFakeRazorpay();
    const app = await createTestApp(kind, { env: razorpayEnv(fake.url) });
    try {
      const seller = await signInSeller(app);
      const salt = await addProduct(seller, { name: 'Salt', price: 40, offerPrice: 34.5 });
      const s = await shopperWithAddress(app);
      const res = await s.agent
        .post('/api/order/stripe')
        .send({ address: s.addressId, items: [{ product: salt._id, quantity: 1 }] })
        .expect(201);
      const orderId = res.body.orderId as string;
      const link = fake.links.at(-1)!;
      // Rs.35.19 ordered (34.50 + 2% tax), Rs.85.19 paid: flagged for the seller to look at.
      const body = razorpayEvent('payment_link.paid', { id: link.id, orderId, amountPaise: 8519 });
      await app
        .agent()
        .post('/api/razorpay/webhook')
        .set('Content-Type', 'application/json')
        .set('X-Razorpay-Signature', razorpaySignature(body))
        .set('X-Razorpay-Event-Id', `evt_${orderId}`)
        .send(body)
        .expect(200);
      await seller.post('/api/order/status').send({ orderId, status: 'Cancelled' }).expect(200);
      expect(fake.refunds.at(-1)).toMatchObject({ paymentId: `pay_${link.id}` });
      expect(fake.refunds.at(-1)!.body.amount).toBe(8519);
      await app.services.mailOutbox.runOnce();
      const [refund] = await app.database.db('mail_outbox').where({ orderId, kind: 'refund' });
      expect(refund).toBeDefined();
      const mail = (await import('../notification/order-mail.ts')).renderOrderMail;
      const full = await app.services.lifecycle.withHistory(orderId);
      expect(mail('refund', full, null, { myOrders: '', sellerOrders: '' }).text).toContain(
        'Rs.85.19',
      );
    } finally {
      await app.close();
      await fake.close();
    }
  });

  it('refuses a webhook whose event id is longer than any of Razorpay’s (400, not 500)', async () => {
    const fake = await startFakeRazorpay();
    const app = await createTestApp(kind, { env: razorpayEnv(fake.url) });
    try {
      const body = razorpayEvent('payment_link.paid', {
        id: 'plink_x',
        orderId: 'x',
        amountPaise: 1,
      });
      const res = await app
        .agent()
        .post('/api/razorpay/webhook')
        .set('Content-Type', 'application/json')
        .set('X-Razorpay-Signature', razorpaySignature(body))
        .set('X-Razorpay-Event-Id', 'e'.repeat(300))
        .send(body)
        .expect(400);
      expect(res.body.message).toBe('Invalid Razorpay event id.');
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
