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

    // The shop goes back to adding tax: new orders pay 2%, the old one is as it was.
    await setMode('added').expect(200);
    await app.database.db('products').where('id', tea._id).update({ gstRate: 12, hsn: null });
    const again = await shopper.agent
      .post('/api/order/cod')
      .send({ ...order, total: 1329.06 })
      .expect(201);
    const added = await orderOf(shopper.agent, again.body.orderId);
    expect(added).toMatchObject({ subtotal: 1303, tax: 26.06, amount: 1329.06, taxMode: 'added' });
    expect(added.items[0]?.product).toMatchObject({ gstRate: 12, hsn: null });
    expect(await orderOf(shopper.agent, id)).toMatchObject({
      tax: 0,
      amount: 1303,
      taxMode: 'included',
      items: [{ product: { gstRate: 5, hsn: '0902' } }],
    });
  });
});
