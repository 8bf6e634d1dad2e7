import { afterAll, beforeAll } from 'vitest';
import type { Agent } from 'supertest';
import type { Product } from '../src/contract/product.ts';
import { startFakeStripe } from './fake-stripe.ts';
import { addProduct, shopperWithAddress, signInSeller } from './fixtures.ts';
import { deliverStripeEvent, stripeEnv, stripeEvent } from './stripe-events.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import type { DbKind } from './test-databases.ts';

/**
 * A shop on `kind` taking payments through the fake Stripe, with one product (Poha,
 * Rs.50 + tax = Rs.51): set up before the file's tests and closed after them. Call it in
 * a describe block; read `shop.app` and the rest inside the tests.
 */
export function stripeShop(kind: DbKind) {
  const shop = {} as {
    app: TestApp;
    seller: Agent;
    fake: Awaited<ReturnType<typeof startFakeStripe>>;
    product: Product;
  };
  beforeAll(async () => {
    shop.fake = await startFakeStripe();
    shop.app = await createTestApp(kind, { env: stripeEnv(shop.fake.url) });
    shop.seller = await signInSeller(shop.app);
    shop.product = await addProduct(shop.seller, { name: 'Poha', price: 60, offerPrice: 50 });
  });
  afterAll(async () => {
    await shop.app.close();
    await shop.fake.close();
  });

  /** A new shopper's order of one Poha, cash (`cod`) or online (`stripe`, unpaid). */
  const place = async (path: 'cod' | 'stripe') => {
    const s = await shopperWithAddress(shop.app);
    const res = await s.agent
      .post(`/api/order/${path}`)
      .send({ address: s.addressId, items: [{ product: shop.product._id, quantity: 1 }] })
      .expect(201);
    return { ...s, orderId: res.body.orderId as string };
  };

  /** Stripe reports the order paid (the whole Rs.51 unless told another amount). */
  const pay = (orderId: string, amountPaise = 5100) =>
    deliverStripeEvent(
      shop.app,
      stripeEvent('checkout.session.completed', {
        payment_status: 'paid',
        amount_total: amountPaise,
        payment_intent: `pi_${orderId}`,
        metadata: { orderId },
      }),
    ).expect(200);

  return { shop, place, pay };
}
