import type { Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/product.ts';
import { MAX_STOCK } from '../../contract/stock.ts';
import {
  addProduct,
  codOrderBy,
  shopperWithAddress,
  signInSeller,
  updateProductRequest,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

// Units held by orders are kept apart from what the shop can sell: a release never adds to
// a count the seller made after the hold began, and an old copy of a count never undoes
// what orders did meanwhile.
describe.each(kinds)('stock held for orders, on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  const stored = async (id: string) =>
    (await app.database.db('products').where('id', id).first('stock', 'held')) as {
      stock: number | null;
      held: number;
    };
  const setStatus = (orderId: string, status: string) =>
    seller.post('/api/order/status').send({ orderId, status }).expect(200);

  async function unpaidOnline(product: Product, quantity: number) {
    const s = await shopperWithAddress(app);
    const res = await s.agent
      .post('/api/order/stripe')
      .send({ address: s.addressId, items: [{ product: product._id, quantity }] })
      .expect(201);
    return res.body.orderId as string;
  }

  it('gives back an expired hold without adding to a recount made meanwhile (30 stays 30)', async () => {
    const dal = await addProduct(seller, { name: 'Toor Dal', stock: 30 });
    const orderId = await unpaidOnline(dal, 30);
    expect(await stored(dal._id)).toEqual({ stock: 0, held: 30 });
    // The seller finds 30 on the shelf (the held ones are still there) and says so.
    await updateProductRequest(seller, { id: dal._id, stock: 30 }).expect(200);
    expect(await stored(dal._id)).toEqual({ stock: 0, held: 30 });
    const due = (await app.database.db('orders').where('id', orderId).first()) as {
      payment_due_at?: number;
      paymentDueAt?: number;
    };
    await app.services.paymentHolds.sweepOnce((due.paymentDueAt ?? due.payment_due_at ?? 0) + 1);
    expect(await stored(dal._id)).toEqual({ stock: 30, held: 0 });
    const listed = (await app.agent().get(`/api/product/${dal._id}`).expect(200)).body.product;
    expect(listed).toMatchObject({ stock: 30, held: 0 });
  });

  it('keeps what orders did while a form was open: an unchanged count changes nothing', async () => {
    const rice = await addProduct(seller, { name: 'Sona Masoori', stock: 10 });
    const form = { id: rice._id, stockBase: 10 };
    const { orderId } = await codOrderBy(app, rice._id, 3);
    expect(await stored(rice._id)).toEqual({ stock: 7, held: 3 });
    await setStatus(orderId, 'Packed');
    // Packed: the 3 left the shelf, which now holds 7.
    expect(await stored(rice._id)).toEqual({ stock: 7, held: 0 });
    // The form opened at 10 saves a new price: the count it showed is not put back.
    await updateProductRequest(seller, { ...form, price: 70, stock: 10 }).expect(200);
    expect(await stored(rice._id)).toEqual({ stock: 7, held: 0 });
    // 5 more arrive: the seller types 15 on that form, meaning 5 more than it showed.
    const res = await updateProductRequest(seller, { ...form, stock: 15 }).expect(200);
    expect(res.body.product).toMatchObject({ stock: 12, held: 0 });
  });

  it('puts a packed order back on the shelf when it is cancelled, never past the maximum', async () => {
    const oil = await addProduct(seller, { name: 'Groundnut Oil', stock: MAX_STOCK });
    const { orderId } = await codOrderBy(app, oil._id, 5);
    await setStatus(orderId, 'Packed');
    expect(await stored(oil._id)).toEqual({ stock: MAX_STOCK - 5, held: 0 });
    // A delivery fills the shelf to the top while the bag waits at the counter.
    await updateProductRequest(seller, { id: oil._id, stock: MAX_STOCK }).expect(200);
    await setStatus(orderId, 'Cancelled');
    expect(await stored(oil._id)).toEqual({ stock: MAX_STOCK, held: 0 });
    // Nothing is given twice.
    await seller.post('/api/order/status').send({ orderId, status: 'Cancelled' }).expect(409);
    expect(await stored(oil._id)).toEqual({ stock: MAX_STOCK, held: 0 });
  });

  it('gives a hold back to what can be sold when an unpacked order is cancelled', async () => {
    const ghee = await addProduct(seller, { name: 'Ghee', stock: 8 });
    const { agent, orderId } = await codOrderBy(app, ghee._id, 2);
    expect(await stored(ghee._id)).toEqual({ stock: 6, held: 2 });
    // A shelf count of fewer than are held leaves nothing to sell, and no negative number.
    await updateProductRequest(seller, { id: ghee._id, stock: 1 }).expect(200);
    expect(await stored(ghee._id)).toEqual({ stock: 0, held: 2 });
    await agent.post('/api/order/cancel').send({ orderId }).expect(200);
    expect(await stored(ghee._id)).toEqual({ stock: 2, held: 0 });
  });

  it('holds exactly what was sold when 20 shoppers race for 12 units', async () => {
    const atta = await addProduct(seller, { name: 'Atta', stock: 12 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopperWithAddress(app)));
    const answers = await Promise.all(
      shoppers.map((s) =>
        s.agent
          .post('/api/order/cod')
          .send({ address: s.addressId, items: [{ product: atta._id, quantity: 1 }] }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(12);
    expect(await stored(atta._id)).toEqual({ stock: 0, held: 12 });
  });
});
