import type { Agent } from 'supertest';
import type { Product } from '../src/contract/product.ts';
import type { Summary } from '../src/contract/summary.ts';
import { addProduct, shopperWithAddress, signInSeller } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import type { DbKind } from './test-databases.ts';

// The seller's day the summary and export tests share: two shop days in India, 9 and 10
// March 2026, with cash and online orders placed, paid, delivered, cancelled, refunded and
// left unpaid around midnight, and products running low. 00:10 on the 10th in India is still
// the 9th in UTC: an order then belongs to the 10th.

/** An instant given on India's clocks (UTC+05:30, no summer time). */
export const ist = (date: string, clock: string) => Date.parse(`${date}T${clock}:00+05:30`);

export const D1 = '2026-03-09';
export const D2 = '2026-03-10';
export const D3 = '2026-03-11';

export async function sellerDay(kind: DbKind) {
  let at = ist(D1, '09:00');
  const app: TestApp = await createTestApp(kind, { clock: () => at });
  const seller: Agent = await signInSeller(app);
  const ids: Record<string, string> = {};

  const summary = async (query = '') =>
    (await seller.get(`/api/seller/summary${query}`).expect(200)).body.summary as Summary;

  async function cod(items: [Product, number][]) {
    const shopper = await shopperWithAddress(app);
    const res = await shopper.agent
      .post('/api/order/cod')
      .send({
        address: shopper.addressId,
        items: items.map(([p, quantity]) => ({ product: p._id, quantity })),
      })
      .expect(201);
    return { ...shopper, orderId: res.body.orderId as string };
  }

  /** An online order; paid through the test payment page unless `pay` is false. */
  async function online(items: [Product, number][], pay = true) {
    const shopper = await shopperWithAddress(app);
    const res = await shopper.agent
      .post('/api/order/online')
      .send({
        address: shopper.addressId,
        items: items.map(([p, quantity]) => ({ product: p._id, quantity })),
      })
      .expect(201);
    const url = new URL(res.body.url as string);
    if (pay)
      await app
        .agent()
        .post(`${url.pathname}/pay`)
        .type('form')
        .send({ token: url.searchParams.get('token') })
        .expect(303);
    return res.body.orderId as string;
  }

  const move = (orderId: string, status: string) =>
    seller.post('/api/order/status').send({ orderId, status }).expect(200);

  const atta: Product = await addProduct(seller, {
    name: 'आटा Atta 5 kg',
    price: 120,
    offerPrice: 100,
  });
  const besan: Product = await addProduct(seller, {
    name: '=Besan 500 g',
    price: 50,
    offerPrice: 45.5,
  });
  // Running out: two counted products at 0 and 3 left; 10 left, an archived one and
  // uncounted ones are not.
  await addProduct(seller, { name: 'Ghee 1 L', stock: 3 });
  await addProduct(seller, { name: 'Jaggery 1 kg', stock: 0 });
  await addProduct(seller, { name: 'Rice 10 kg', stock: 10 });
  const gone = await addProduct(seller, { name: 'Old Soap', stock: 1 });
  await seller.post('/api/product/archive').send({ id: gone._id, archived: true }).expect(200);

  // D1 23:50: cash, 2 × 100 + 2% tax = 204.00; delivered on D2 at 10:00.
  at = ist(D1, '23:50');
  ids.late = (await cod([[atta, 2]])).orderId;
  // D2 00:10: online and paid, 3 × 45.50 = 136.50 + 2.73 = 139.23.
  at = ist(D2, '00:10');
  ids.midnight = await online([[besan, 3]]);
  // D2 09:00: cash, 100 + 45.50 = 145.50 + 2.91 = 148.41, out for delivery still.
  at = ist(D2, '09:00');
  ids.out = (
    await cod([
      [atta, 1],
      [besan, 1],
    ])
  ).orderId;
  at = ist(D2, '09:30');
  await move(ids.out, 'Packed');
  await move(ids.out, 'Out for delivery');
  at = ist(D2, '10:00');
  for (const status of ['Packed', 'Out for delivery', 'Delivered']) await move(ids.late, status);
  // D2 11:00: cash, cancelled by the shopper at 11:05.
  at = ist(D2, '11:00');
  const cancelled = await cod([[besan, 2]]);
  ids.cancelled = cancelled.orderId;
  at = ist(D2, '11:05');
  await cancelled.agent.post('/api/order/cancel').send({ orderId: ids.cancelled }).expect(200);
  // D2 12:00: online, paid, cancelled by the seller at 13:00: 204.00 refunded.
  at = ist(D2, '12:00');
  ids.refunded = await online([[atta, 2]]);
  at = ist(D2, '13:00');
  await move(ids.refunded, 'Cancelled');
  // D2 14:00: online, never paid: no order yet, counted nowhere.
  at = ist(D2, '14:00');
  ids.unpaid = await online([[atta, 5]], false);
  // D3 00:10: cash, 100 + 2.00 = 102.00, the day after.
  at = ist(D3, '00:10');
  ids.next = (await cod([[atta, 1]])).orderId;
  at = ist(D3, '15:00');
  return {
    app,
    seller,
    atta,
    besan,
    ids,
    summary,
    cod,
    /** Moves the shop's clock (orders placed, paid and moved from now on). */
    setClock: (instant: number) => {
      at = instant;
    },
  };
}
