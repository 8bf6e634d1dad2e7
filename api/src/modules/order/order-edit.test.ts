import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Order } from '../../contract/order.ts';
import type { Product } from '../../contract/product.ts';
import type { Summary } from '../../contract/summary.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../test/fixtures.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('order edits before packing on %s', (kind) => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let seller: Agent;
  let dal: Product;
  let rice: Product;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp(kind, {
      env: { SMTP_URL: sink.url, MAIL_FROM: 'Kirana Stores <orders@kirana.test>' },
    });
    seller = await signInSeller(app);
    dal = await addProduct(seller, { name: 'Toor Dal', price: 160, offerPrice: 150, stock: 100 });
    rice = await addProduct(seller, { name: 'Sona Rice', price: 90, offerPrice: 80, stock: 100 });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });
  beforeEach(() => {
    sink.received.length = 0;
  });

  // 3 × 150 + 2 × 80 = 610.00, tax 12.20: 622.20
  const LINES = () => [
    { product: dal._id, quantity: 3 },
    { product: rice._id, quantity: 2 },
  ];

  async function codOrder() {
    const s = await shopperWithAddress(app);
    const res = await s.agent
      .post('/api/order/cod')
      .send({ address: s.addressId, items: LINES() })
      .expect(201);
    return { ...s, orderId: res.body.orderId as string };
  }

  /** An online order paid on the API's own test page. */
  async function paidOnlineOrder() {
    const s = await shopperWithAddress(app);
    const res = await s.agent
      .post('/api/order/online')
      .send({ address: s.addressId, items: LINES() })
      .expect(201);
    const url = new URL(res.body.url as string);
    const token = url.searchParams.get('token')!;
    await app.agent().post(`${url.pathname}/pay`).type('form').send({ token }).expect(303);
    return { ...s, orderId: res.body.orderId as string, url, token };
  }

  const edit = (
    orderId: string,
    lines: { product: string; quantity: number }[],
    reason = 'out of stock',
  ) => seller.post('/api/order/edit').send({ orderId, lines, reason });
  const stockOf = async (id: string) =>
    (await app.database.db('products').where('id', id).first('stock', 'held')) as {
      stock: number;
      held: number;
    };
  const summary = async () =>
    (await seller.get('/api/seller/summary').expect(200)).body.summary as Summary;

  it('lowers one line and removes another: amounts, stock, history and the email', async () => {
    const { orderId, agent } = await codOrder();
    const [dalBefore, riceBefore] = [await stockOf(dal._id), await stockOf(rice._id)];
    // The day's best sellers are remembered now; the edit must not leave them stale.
    const soldDal = async () =>
      (await summary()).topProducts.find((p) => p.productId === dal._id)?.quantity ?? 0;
    const dalSold = await soldDal();
    const res = await edit(
      orderId,
      [{ product: dal._id, quantity: 1 }],
      'Sona Rice ran out',
    ).expect(200);
    // 1 × 150 = 150.00, tax 3.00: 153.00
    expect(res.body).toMatchObject({ success: true, message: 'Order updated', refund: 0 });
    const order = res.body.order as Order;
    expect(order.items.map((i) => [i.product.name, i.quantity])).toEqual([['Toor Dal', 1]]);
    expect(order).toMatchObject({ subtotal: 150, tax: 3, amount: 153, status: 'Order Placed' });
    expect(order.edits).toEqual([
      expect.objectContaining({
        reason: 'Sona Rice ran out',
        lines: [
          { productId: dal._id, name: 'Toor Dal', from: 3, to: 1 },
          { productId: rice._id, name: 'Sona Rice', from: 2, to: 0 },
        ],
        oldAmount: 622.2,
        newAmount: 153,
        refund: 0,
        refundStatus: null,
      }),
    ]);
    expect(await stockOf(dal._id)).toEqual({
      stock: dalBefore.stock + 2,
      held: dalBefore.held - 2,
    });
    expect(await soldDal()).toBe(dalSold - 2);
    expect(await stockOf(rice._id)).toEqual({
      stock: riceBefore.stock + 2,
      held: riceBefore.held - 2,
    });
    // The shopper's own view (My Orders and the bill) reads the new content.
    const mine = (await agent.get(`/api/order/${orderId}`).expect(200)).body.order as Order;
    expect(mine).toMatchObject({ amount: 153, items: [{ quantity: 1 }] });
    expect(await app.services.mailOutbox.runOnce()).toBeGreaterThanOrEqual(1);
    const mail = sink.received.find((m) => m.subject.endsWith('was changed'))!;
    expect(mail.text).toContain('Toor Dal: 3 → 1');
    expect(mail.text).toContain('Sona Rice: removed (was 2)');
    expect(mail.text).toContain('Reason: Sona Rice ran out');
    expect(mail.text).toContain('New total: Rs.153.00');
    expect(mail.text).toContain('please keep Rs.153.00 ready');
    // Packing then holds the new quantity only; the cash to collect is the new amount.
    const toCollect = (await summary()).codToCollect;
    await seller.post('/api/order/status').send({ orderId, status: 'Packed' }).expect(200);
    expect((await stockOf(dal._id)).held).toBe(dalBefore.held - 3);
    await seller
      .post('/api/order/status')
      .send({ orderId, status: 'Out for delivery' })
      .expect(200);
    expect((await summary()).codToCollect).toBeCloseTo(toCollect + 153, 2);
  });

  it('refuses a raise, an addition, no lines left, no change, no reason', async () => {
    const { orderId } = await codOrder();
    const other = await addProduct(seller, { name: 'Jaggery', price: 70, offerPrice: 60 });
    const raise = await edit(orderId, [{ product: dal._id, quantity: 4 }]).expect(400);
    expect(raise.body.message).toMatch(/can only be lowered/);
    const add = await edit(orderId, [...LINES(), { product: other._id, quantity: 1 }]).expect(400);
    expect(add.body.message).toMatch(/nothing can be added/);
    const none = await edit(orderId, [{ product: dal._id, quantity: 0 }]).expect(400);
    expect(none.body.message).toBe('That would leave no items: cancel the order instead.');
    await edit(orderId, []).expect(400);
    await edit(orderId, LINES()).expect(400);
    await edit(orderId, [{ product: dal._id, quantity: 1 }], ' ').expect(400);
    await edit(orderId, [{ product: dal._id, quantity: 1 }], 'x'.repeat(201)).expect(400);
    const after = (await seller.get('/api/order/seller').expect(200)).body.orders as Order[];
    expect(after.find((o) => o._id === orderId)).toMatchObject({ amount: 622.2, edits: [] });
  });

  it('is the seller’s alone, and only before packing', async () => {
    const { orderId, agent } = await codOrder();
    await agent
      .post('/api/order/edit')
      .send({ orderId, lines: [{ product: dal._id, quantity: 1 }], reason: 'mine' })
      .expect(403);
    await edit('no-such-order', [{ product: dal._id, quantity: 1 }]).expect(404);
    await seller.post('/api/order/status').send({ orderId, status: 'Packed' }).expect(200);
    const packed = await edit(orderId, [{ product: dal._id, quantity: 1 }]).expect(409);
    expect(packed.body.message).toMatch(/is Packed; only an order not yet packed can be changed/);
    const cancelled = await codOrder();
    await cancelled.agent
      .post('/api/order/cancel')
      .send({ orderId: cancelled.orderId })
      .expect(200);
    const res = await edit(cancelled.orderId, [{ product: dal._id, quantity: 1 }]).expect(409);
    expect(res.body.message).toMatch(/Cancelled; it cannot be changed/);
  });

  it('refuses an online order still waiting for its payment', async () => {
    const s = await shopperWithAddress(app);
    const placed = await s.agent
      .post('/api/order/online')
      .send({ address: s.addressId, items: LINES() })
      .expect(201);
    const res = await edit(placed.body.orderId, [{ product: dal._id, quantity: 1 }]).expect(409);
    expect(res.body.message).toMatch(/waiting for its payment/);
  });

  it('refunds a paid order the difference once; a later cancel refunds only the rest', async () => {
    const before = (await summary()).refunded;
    const { orderId, agent } = await paidOnlineOrder();
    const res = await edit(orderId, [
      { product: dal._id, quantity: 2 },
      { product: rice._id, quantity: 2 },
    ]).expect(200);
    // 2 × 150 + 2 × 80 = 460.00, tax 9.20: 469.20; refund 622.20 − 469.20
    expect(res.body.refund).toBe(153);
    expect(res.body.order.edits[0]).toMatchObject({ refund: 153, refundStatus: 'refunded' });
    expect((await summary()).refunded).toBeCloseTo(before + 153, 2);
    await app.services.mailOutbox.runOnce();
    const mail = sink.received.find((m) => m.subject.endsWith('was changed'))!;
    expect(mail.text).toContain('We are refunding Rs.153.00');
    await agent.post('/api/order/cancel').send({ orderId }).expect(200);
    // What came in, 622.20, in total: never more.
    expect((await summary()).refunded).toBeCloseTo(before + 622.2, 2);
  });

  it('lets one of two edits at once win, giving units back once', async () => {
    const { orderId } = await codOrder();
    const dalBefore = await stockOf(dal._id);
    const answers = await Promise.all([
      edit(orderId, [
        { product: dal._id, quantity: 1 },
        { product: rice._id, quantity: 2 },
      ]),
      edit(orderId, [
        { product: dal._id, quantity: 2 },
        { product: rice._id, quantity: 2 },
      ]),
      edit(orderId, [
        { product: dal._id, quantity: 3 },
        { product: rice._id, quantity: 1 },
      ]),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    // A loser hears 409 (the order changed under it) or, read after a winner, 400 (its
    // quantities would now be a raise).
    expect(statuses.every((s) => [200, 400, 409].includes(s))).toBe(true);
    const order = ((await seller.get('/api/order/seller')).body.orders as Order[]).find(
      (o) => o._id === orderId,
    )!;
    const dalNow = order.items.find((i) => i.product._id === dal._id)!.quantity;
    // Whatever won (one, or several applied on top of each other), the shelf agrees.
    expect((await stockOf(dal._id)).stock).toBe(dalBefore.stock + (3 - dalNow));
    expect(order.edits).toHaveLength(statuses.filter((s) => s === 200).length);
  });

  it('leaves one consistent order when an edit races a cancel, refunding what came in once', async () => {
    const before = (await summary()).refunded;
    const dalBefore = await stockOf(dal._id);
    const { orderId, agent } = await paidOnlineOrder();
    const [edited, cancelled] = await Promise.all([
      edit(orderId, [
        { product: dal._id, quantity: 1 },
        { product: rice._id, quantity: 2 },
      ]),
      agent.post('/api/order/cancel').send({ orderId }),
    ]);
    expect([edited.status, cancelled.status]).toContain(200);
    const order = ((await seller.get('/api/order/seller')).body.orders as Order[]).find(
      (o) => o._id === orderId,
    );
    // A cancelled paid order: every unit back, and exactly what was paid refunded.
    expect(cancelled.status).toBe(200);
    expect(order?.status ?? 'Cancelled').toBe('Cancelled');
    expect(await stockOf(dal._id)).toEqual(dalBefore);
    expect((await summary()).refunded).toBeCloseTo(before + 622.2, 2);
  });
});
