import { describe, expect, it } from 'vitest';
import { stripeShop } from '../../../test/stripe-shop.ts';
import { stripeEvent, stripeSignature } from '../../../test/stripe-events.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('one webhook path for every provider, one checkout path, on %s', (kind) => {
  const { shop, place } = stripeShop(kind);
  const paidEvent = (orderId: string) =>
    stripeEvent('checkout.session.completed', {
      payment_status: 'paid',
      amount_total: 5100,
      payment_intent: `pi_${orderId}`,
      metadata: { orderId },
    });
  const post = (path: string, payload: string) =>
    shop.app
      .agent()
      .post(path)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', stripeSignature(payload))
      .send(payload);
  const statusOf = async (orderId: string) =>
    (
      (await shop.app.database.db('orders').where('id', orderId).first()) as {
        paymentStatus: string;
      }
    ).paymentStatus;

  it('settles Stripe’s events on /api/payment/webhook/stripe and on the older path alike', async () => {
    const viaNew = await place('stripe');
    const viaOld = await place('stripe');
    const answer = await post('/api/payment/webhook/stripe', paidEvent(viaNew.orderId)).expect(200);
    expect(answer.body).toEqual({ success: true, received: true, result: 'paid' });
    await post('/api/stripe/webhook', paidEvent(viaOld.orderId)).expect(200);
    expect([await statusOf(viaNew.orderId), await statusOf(viaOld.orderId)]).toEqual([
      'paid',
      'paid',
    ]);
    // The provider checks its own signature: a bad one changes nothing.
    const other = await place('stripe');
    await shop.app
      .agent()
      .post('/api/payment/webhook/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=forged')
      .send(paidEvent(other.orderId))
      .expect(400);
    expect(await statusOf(other.orderId)).toBe('pending');
  });

  it('answers 404 for a provider that is not configured, has no webhooks or does not exist', async () => {
    for (const provider of ['razorpay', 'test', 'paypal', '..%2Fstripe'])
      await post(`/api/payment/webhook/${provider}`, '{}').expect(404);
    await post('/api/razorpay/webhook', '{}').expect(404);
  });

  it('takes an online order on /api/order/online as on the spec’s /api/order/stripe', async () => {
    const s = await place('cod');
    const body = { address: s.addressId, items: [{ product: shop.product._id, quantity: 1 }] };
    const online = await s.agent.post('/api/order/online').send(body).expect(201);
    expect(online.body).toMatchObject({ success: true, url: expect.stringMatching(/^http/) });
    expect(await statusOf(online.body.orderId as string)).toBe('pending');
  });
});
