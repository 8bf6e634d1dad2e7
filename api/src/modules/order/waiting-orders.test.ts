import { describe, expect, it } from 'vitest';
import { stripeShop } from '../../../test/stripe-shop.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('the count of orders waiting for the seller on %s', (kind) => {
  const { shop, place, pay } = stripeShop(kind);
  const waiting = async () =>
    ((await shop.seller.get('/api/order/seller/waiting').expect(200)).body as { waiting: number })
      .waiting;

  it('counts placed orders not yet packed, online ones once paid, and only for the seller', async () => {
    expect(await waiting()).toBe(0);
    const cod = await place('cod');
    const online = await place('stripe');
    expect(await waiting()).toBe(1);
    await pay(online.orderId);
    expect(await waiting()).toBe(2);
    await shop.seller.post('/api/order/status').send({ orderId: cod.orderId, status: 'Packed' });
    expect(await waiting()).toBe(1);
    await online.agent.post('/api/order/cancel').send({ orderId: online.orderId }).expect(200);
    expect(await waiting()).toBe(0);

    // Orders placed at once are all counted: the count is read, never kept.
    await Promise.all(Array.from({ length: 5 }, () => place('cod')));
    expect(await waiting()).toBe(5);
    await cod.agent.get('/api/order/seller/waiting').expect(403);
    await shop.app.agent().get('/api/order/seller/waiting').expect(401);
  });
});
