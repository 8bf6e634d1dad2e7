import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/order.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

// A shop whose prices are the MRP on the pack (GST included) charges exactly those; an order
// keeps the mode it was placed under whatever the shop decides later.
describe.each(kinds)('tax as the shop sets it, on %s', (kind) => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof signInSeller>>;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  const setMode = (taxMode: unknown) => seller.post('/api/shop').send({ taxMode });
  const orderOf = async (
    agent: Awaited<ReturnType<typeof shopperWithAddress>>['agent'],
    id: string,
  ) => (await agent.get(`/api/order/${id}`).expect(200)).body.order as Order;

  it('is the spec’s 2% added until the seller says otherwise, and refuses other modes', async () => {
    expect((await app.agent().get('/api/shop').expect(200)).body.shop.taxMode).toBe('added');
    const refused = await setMode('gst').expect(400);
    expect(refused.body.message).toBe('Tax mode must be "added" or "included".');
    expect((await app.agent().get('/api/shop').expect(200)).body.shop.taxMode).toBe('added');
  });

  it('charges the prices as they are when they include GST, and the order keeps that', async () => {
    const tea = await addProduct(seller, { name: 'Assam Tea 1 kg', price: 700, offerPrice: 651.5 });
    // The rate and HSN code the bill prints are taken with the order.
    await app.database.db('products').where('id', tea._id).update({ gstRate: 5, hsn: '0902' });
    await setMode('included').expect(200);
    const shopper = await shopperWithAddress(app);
    const order = { address: shopper.addressId, items: [{ product: tea._id, quantity: 2 }] };

    // Rs.1,329.06 is what the cart would show with 2% on top: not the shop's price any more.
    const refused = await shopper.agent
      .post('/api/order/cod')
      .send({ ...order, total: 1329.06 })
      .expect(409);
    expect(refused.body).toMatchObject({ code: 'PRICES_CHANGED', total: 1303 });

    const placed = await shopper.agent
      .post('/api/order/cod')
      .send({ ...order, total: 1303 })
      .expect(201);
    const id = placed.body.orderId;
    const included = await orderOf(shopper.agent, id);
    expect(included).toMatchObject({ subtotal: 1303, tax: 0, amount: 1303, taxMode: 'included' });
    expect(included.items[0]?.product).toMatchObject({ gstRate: 5, hsn: '0902' });

    // The shop goes back to adding tax: the old order is as it was.
    await setMode('added').expect(200);
    await app.database.db('products').where('id', tea._id).update({ gstRate: 18, hsn: null });
    expect(await orderOf(shopper.agent, id)).toMatchObject({
      tax: 0,
      amount: 1303,
      taxMode: 'included',
      items: [{ product: { gstRate: 5, hsn: '0902' } }],
    });
  });

  describe('with GST added on top', () => {
    let tea: { _id: string };
    let salt: { _id: string };
    beforeAll(async () => {
      await setMode('added').expect(200);
      tea = await addProduct(seller, { name: 'Nilgiri Tea 1 kg', price: 800, offerPrice: 651.5 });
      salt = await addProduct(seller, { name: 'Rock Salt 1 kg', price: 25, offerPrice: 20 });
      await app.database.db('products').where('id', tea._id).update({ gstRate: 18 });
    });
    const items = () => [
      { product: tea._id, quantity: 2 },
      { product: salt._id, quantity: 1 },
    ];

    it("taxes each product at its own GST rate, and one without a rate at the spec's 2%", async () => {
      const shopper = await shopperWithAddress(app);
      const order = { address: shopper.addressId, items: items() };
      // 2% on everything (Rs.1,349.46) is not what this cart costs any more.
      const refused = await shopper.agent
        .post('/api/order/cod')
        .send({ ...order, total: 1349.46 })
        .expect(409);
      // Tea: Rs.1,303 × 18% = Rs.234.54; salt: Rs.20 × 2% = Rs.0.40.
      expect(refused.body).toMatchObject({ code: 'PRICES_CHANGED', total: 1557.94 });
      const placed = await shopper.agent
        .post('/api/order/cod')
        .send({ ...order, total: 1557.94 })
        .expect(201);
      expect(await orderOf(shopper.agent, placed.body.orderId)).toMatchObject({
        subtotal: 1323,
        tax: 234.94,
        amount: 1557.94,
        taxMode: 'added',
        taxByRate: true,
      });
    });

    it('keeps an order placed at a flat 2% at 2% when the seller edits it', async () => {
      const shopper = await shopperWithAddress(app);
      const placed = await shopper.agent
        .post('/api/order/cod')
        .send({ address: shopper.addressId, items: items() })
        .expect(201);
      const orderId = placed.body.orderId as string;
      // As an order placed before rates counted was stored: 2% of Rs.1,323 = Rs.26.46.
      await app.database
        .db('orders')
        .where('id', orderId)
        .update({ taxByRate: false, taxPaise: 2646, amountPaise: 134946 });
      await seller
        .post('/api/order/edit')
        .send({
          orderId,
          lines: [
            { product: tea._id, quantity: 1 },
            { product: salt._id, quantity: 1 },
          ],
          reason: 'one tea left',
        })
        .expect(200);
      // Rs.671.50 at 2%: Rs.13.43, not 18% on the tea.
      expect(await orderOf(shopper.agent, orderId)).toMatchObject({
        subtotal: 671.5,
        tax: 13.43,
        amount: 684.93,
        taxByRate: false,
      });
    });
  });
});
