import type { Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/product.ts';
import { registerUser } from '../../../test/fixtures.ts';
import { D1, D2, D3, ist, sellerDay } from '../../../test/seller-day.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)("the seller's summary on %s", (kind) => {
  let day: Awaited<ReturnType<typeof sellerDay>>;
  let app: TestApp;
  let seller: Agent;
  let atta: Product;
  let besan: Product;
  const summary = (query = '') => day.summary(query);
  beforeAll(async () => {
    day = await sellerDay(kind);
    ({ app, seller, atta, besan } = day);
  });
  afterAll(() => app.close());

  it('adds up two shop days, each order on the day it was placed in India', async () => {
    expect(await summary(`?from=${D1}&to=${D2}`)).toEqual({
      from: D1,
      to: D2,
      timeZone: 'Asia/Kolkata',
      orders: 3,
      cancelled: 2,
      // Booked: the three orders; taken: the cash delivered and the online one paid, not
      // the 148.41 still out with the delivery boy.
      booked: 491.64,
      takings: 343.23,
      byPayment: { cod: 204, online: 139.23 },
      ondcOn: false,
      ondcOrders: 0,
      averageOrder: 163.88,
      refunded: 204,
      codToCollect: 148.41,
      codCollected: 204,
      topProducts: [
        { productId: atta._id, name: 'आटा Atta 5 kg', quantity: 3, amount: 300 },
        { productId: besan._id, name: '=Besan 500 g', quantity: 4, amount: 182 },
      ],
      days: [
        { date: D1, orders: 1, booked: 204, takings: 204 },
        { date: D2, orders: 2, booked: 287.64, takings: 139.23 },
      ],
      lowStock: [
        { productId: expect.any(String), name: 'Jaggery 1 kg', stock: 0 },
        { productId: expect.any(String), name: 'Ghee 1 L', stock: 3 },
      ],
    });
  });

  it('keeps the 00:10 order off the day before, and collected cash on the day it came', async () => {
    expect(await summary(`?from=${D1}&to=${D1}`)).toMatchObject({
      orders: 1,
      cancelled: 0,
      takings: 204,
      byPayment: { cod: 204, online: 0 },
      averageOrder: 204,
      refunded: 0,
      codCollected: 0,
      // Out with the delivery boy now, whatever the range.
      codToCollect: 148.41,
      days: [{ date: D1, orders: 1, booked: 204, takings: 204 }],
    });
  });

  it('answers today by default, and a day with no orders as zeros', async () => {
    const today = await summary();
    // Cash not yet delivered: booked, not taken.
    expect(today).toMatchObject({ from: D3, to: D3, orders: 1, booked: 102, takings: 0 });
    expect(await summary(`?from=${D3}&to=2026-03-13`)).toMatchObject({
      orders: 1,
      topProducts: [{ productId: atta._id, quantity: 1, amount: 100 }],
      days: [
        { date: D3, orders: 1, booked: 102, takings: 0 },
        { date: '2026-03-12', orders: 0, booked: 0, takings: 0 },
        { date: '2026-03-13', orders: 0, booked: 0, takings: 0 },
      ],
    });
    expect(await summary('?to=2026-03-08')).toMatchObject({
      from: '2026-03-08',
      orders: 0,
      takings: 0,
      averageOrder: 0,
      topProducts: [],
      days: [{ date: '2026-03-08', orders: 0, booked: 0, takings: 0 }],
    });
  });

  it.each([
    ['?from=2026-02-30', 'The first day (from) is not a date of the calendar.'],
    ['?from=yesterday', 'The first day (from) must be a date such as 2026-11-27.'],
    ['?to=2026-3-1', 'The last day (to) must be a date such as 2026-11-27.'],
    [`?from=${D2}&to=${D1}`, 'The first day (from) must not be after the last day (to).'],
    ['?from=2025-01-01&to=2026-01-02', 'A range is at most 366 days.'],
    // The day after 9999-12-31 is no date: once a RangeError and a 500.
    [
      '?from=9999-01-01&to=9999-12-31',
      'The first day (from) must be between 2000-01-01 and 2100-12-31.',
    ],
    ['?to=1999-12-31', 'The last day (to) must be between 2000-01-01 and 2100-12-31.'],
    [`?from=${D1}&from=${D2}`, 'The first day (from) must be a date such as 2026-11-27.'],
  ])('refuses %s with a 400 naming the field', async (query, message) => {
    for (const path of ['/api/seller/summary', '/api/order/export']) {
      const res = await seller.get(`${path}${query}`).expect(400);
      expect(res.body).toEqual({ success: false, message });
    }
  });

  it('takes a whole leap year, and is the seller’s alone', async () => {
    const year = await summary('?from=2024-01-01&to=2024-12-31');
    expect(year.days).toHaveLength(366);
    const { agent } = await registerUser(app);
    for (const path of ['/api/seller/summary', '/api/order/export']) {
      await app.agent().get(path).expect(401);
      await agent.get(path).expect(403);
    }
  });

  it('follows a day that changes after its best sellers were read', async () => {
    const range = `?from=${D1}&to=${D2}`;
    const besanFirst = [
      { productId: besan._id, name: '=Besan 500 g', quantity: 14, amount: 637 },
      { productId: atta._id, name: 'आटा Atta 5 kg', quantity: 3, amount: 300 },
    ];
    // Read once (remembered), then ten more besan on D2: 10 × 45.50 = 455.00.
    expect((await summary(range)).topProducts[0]?.productId).toBe(atta._id);
    day.setClock(ist(D2, '16:00'));
    const more = await day.cod([[besan, 10]]);
    expect((await summary(range)).topProducts).toEqual(besanFirst);
    // Cancelled: the day is as it was, and so are its best sellers.
    await more.agent.post('/api/order/cancel').send({ orderId: more.orderId }).expect(200);
    expect((await summary(range)).topProducts.map((p) => p.amount)).toEqual([300, 182]);
    day.setClock(ist(D3, '15:00'));
  });
});
