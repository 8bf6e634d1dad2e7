import type { Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/order.ts';
import { startFakeStripe } from '../../../test/fake-stripe.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../test/fixtures.ts';
import { deliverStripeEvent, stripeEnv, stripeEvent } from '../../../test/stripe-events.ts';
// The workspace's fake of Razorpay, shared with the browser journeys (a script, not app code).
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  razorpayEnv,
  razorpayEvent,
  razorpaySignature,
  startFakeRazorpay,
} from '../../../../tools/fake-razorpay.mjs';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

// 3 × 150 + 2 × 80 = 610.00, tax 12.20: 622.20 paid. Lowering the dal to 2 takes 150 + 3.00
// of tax off: 153.00 back.
const PAID_PAISE = 62220;
const FIRST_REFUND_PAISE = 15300;

async function shopAndLines(seller: Agent) {
  const dal = await addProduct(seller, { name: 'Toor Dal', price: 160, offerPrice: 150 });
  const rice = await addProduct(seller, { name: 'Sona Rice', price: 90, offerPrice: 80 });
  const lines = (dalQuantity: number, riceQuantity = 2) => [
    { product: dal._id, quantity: dalQuantity },
    { product: rice._id, quantity: riceQuantity },
  ];
  return { dal, rice, lines };
}

const editOf = async (seller: Agent, orderId: string) =>
  ((await seller.get('/api/order/seller').expect(200)).body.orders as Order[]).find(
    (o) => o._id === orderId,
  )!;

describe.each(kinds)(
  'partial refunds of order edits through Stripe (a local fake) on %s',
  (kind) => {
    let app: TestApp;
    let fake: Awaited<ReturnType<typeof startFakeStripe>>;
    let seller: Agent;
    let lines: Awaited<ReturnType<typeof shopAndLines>>['lines'];
    beforeAll(async () => {
      fake = await startFakeStripe({ sessionPrefix: `cs_edit_${kind}` });
      app = await createTestApp(kind, { env: stripeEnv(fake.url) });
      seller = await signInSeller(app);
      ({ lines } = await shopAndLines(seller));
    });
    afterAll(async () => {
      await app.close();
      await fake.close();
    });

    async function paidOrder() {
      const s = await shopperWithAddress(app);
      const res = await s.agent
        .post('/api/order/stripe')
        .send({ address: s.addressId, items: lines(3) })
        .expect(201);
      const orderId = res.body.orderId as string;
      const sessionId = `cs_edit_${kind}_${fake.sessions.length}`;
      // Stripe knows what it took, so it refuses refunds beyond it.
      fake.complete(sessionId, `pi_${orderId}`);
      await deliverStripeEvent(
        app,
        stripeEvent('checkout.session.completed', {
          id: sessionId,
          payment_status: 'paid',
          amount_total: PAID_PAISE,
          payment_intent: `pi_${orderId}`,
          metadata: { orderId },
        }),
      ).expect(200);
      return { ...s, orderId };
    }
    const refundsOf = (orderId: string) =>
      fake.refunds.filter((r) => r.paymentIntent === `pi_${orderId}`);

    it('refunds each edit’s difference once, and a cancel only what is left', async () => {
      const { orderId, agent } = await paidOrder();
      const first = await seller
        .post('/api/order/edit')
        .send({ orderId, lines: lines(2), reason: 'out of stock' })
        .expect(200);
      expect(first.body.refund).toBe(FIRST_REFUND_PAISE / 100);
      await seller
        .post('/api/order/edit')
        .send({ orderId, lines: lines(2, 1), reason: 'one rice bag torn' })
        .expect(200);
      await agent.post('/api/order/cancel').send({ orderId }).expect(200);
      // 80 + 1.60 for the rice; the rest, 622.20 − 153.00 − 81.60, on the cancel.
      expect(refundsOf(orderId)).toEqual([
        {
          paymentIntent: `pi_${orderId}`,
          amount: FIRST_REFUND_PAISE,
          idempotencyKey: `kirana-edit-${orderId}-1-1`,
        },
        {
          paymentIntent: `pi_${orderId}`,
          amount: 8160,
          idempotencyKey: `kirana-edit-${orderId}-2-1`,
        },
        {
          paymentIntent: `pi_${orderId}`,
          amount: 38760,
          idempotencyKey: `kirana-refund-${orderId}-1`,
        },
      ]);
      const order = await editOf(seller, orderId);
      expect(order.refundStatus).toBe('refunded');
      expect(order.edits?.map((e) => e.refundStatus)).toEqual(['refunded', 'refunded']);
    });

    it('keeps the edit when the refund fails, and the seller’s retry refunds it once', async () => {
      const { orderId } = await paidOrder();
      fake.control.failRefunds = true;
      try {
        const res = await seller
          .post('/api/order/edit')
          .send({ orderId, lines: lines(2), reason: 'out of stock' })
          .expect(200);
        expect(res.body.order).toMatchObject({ amount: 469.2, items: [{ quantity: 2 }, {}] });
        expect((await editOf(seller, orderId)).edits?.[0]?.refundStatus).toBe('failed');
        await seller.post('/api/order/refund').send({ orderId }).expect(502);
      } finally {
        fake.control.failRefunds = false;
      }
      await seller.post('/api/order/refund').send({ orderId }).expect(200);
      expect((await editOf(seller, orderId)).edits?.[0]?.refundStatus).toBe('refunded');
      const keys = refundsOf(orderId).map((r) => r.idempotencyKey);
      expect(keys).toEqual([
        `kirana-edit-${orderId}-1-1`,
        `kirana-edit-${orderId}-1-2`,
        `kirana-edit-${orderId}-1-3`,
      ]);
      // Nothing is left to retry.
      await seller.post('/api/order/refund').send({ orderId }).expect(409);
    });

    it('refunds at most once when two edits race', async () => {
      const { orderId } = await paidOrder();
      const answers = await Promise.all(
        [1, 2].map(() =>
          seller.post('/api/order/edit').send({ orderId, lines: lines(2), reason: 'out of stock' }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, expect.any(Number)]);
      expect(refundsOf(orderId).map((r) => r.amount)).toEqual([FIRST_REFUND_PAISE]);
    });
  },
);

describe.each(kinds)(
  'partial refunds of order edits through Razorpay (a local fake) on %s',
  (kind) => {
    let app: TestApp;
    let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
    let seller: Agent;
    let lines: Awaited<ReturnType<typeof shopAndLines>>['lines'];
    beforeAll(async () => {
      fake = await startFakeRazorpay();
      app = await createTestApp(kind, { env: razorpayEnv(fake.url) });
      seller = await signInSeller(app);
      ({ lines } = await shopAndLines(seller));
    });
    afterAll(async () => {
      await app.close();
      await fake.close();
    });

    it('refunds the edit’s difference once, and a cancel only what is left', async () => {
      const s = await shopperWithAddress(app);
      const res = await s.agent
        .post('/api/order/online')
        .send({ address: s.addressId, items: lines(3) })
        .expect(201);
      const orderId = res.body.orderId as string;
      const link = fake.links.at(-1)!;
      fake.pay(link.id);
      const body = razorpayEvent('payment_link.paid', {
        id: link.id,
        orderId,
        amountPaise: PAID_PAISE,
      });
      await app
        .agent()
        .post('/api/payment/webhook/razorpay')
        .set('Content-Type', 'application/json')
        .set('X-Razorpay-Signature', razorpaySignature(body))
        .set('X-Razorpay-Event-Id', `evt_${orderId}`)
        .send(body)
        .expect(200);
      await seller
        .post('/api/order/edit')
        .send({ orderId, lines: lines(2), reason: 'out of stock' })
        .expect(200);
      await s.agent.post('/api/order/cancel').send({ orderId }).expect(200);
      expect(fake.refunds.filter((r) => r.paymentId === `pay_${link.id}`)).toEqual([
        {
          paymentId: `pay_${link.id}`,
          body: { amount: FIRST_REFUND_PAISE, notes: { attempt: `kirana-edit-${orderId}-1-1` } },
        },
        {
          paymentId: `pay_${link.id}`,
          body: {
            amount: PAID_PAISE - FIRST_REFUND_PAISE,
            notes: { attempt: `kirana-refund-${orderId}-1` },
          },
        },
      ]);
      const order = await editOf(seller, orderId);
      expect(order).toMatchObject({ status: 'Cancelled', refundStatus: 'refunded' });
      expect(order.edits?.[0]).toMatchObject({ refund: 153, refundStatus: 'refunded' });
    });
  },
);
