import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Order } from '../../contract/order.ts';
import { addProduct, codOrderBy, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)("the shop's reason for cancelling, on %s", (kind) => {
  let app: TestApp;
  let seller: Agent;
  let productId: string;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
    productId = (await addProduct(seller, { name: 'Moong Dal 1 kg' }))._id;
  });
  afterAll(() => app.close());

  const cancel = (orderId: string, reason?: unknown) =>
    seller.post('/api/order/status').send({ orderId, status: 'Cancelled', reason });
  const mine = async (agent: Agent, orderId: string) =>
    (await agent.get(`/api/order/${orderId}`).expect(200)).body.order as Order;

  it('is kept on the order, and the shopper reads it', async () => {
    const shopper = await codOrderBy(app, productId);
    await cancel(shopper.orderId, { code: 'out-of-stock' }).expect(200);
    expect((await mine(shopper.agent, shopper.orderId)).cancelReason).toEqual({
      code: 'out-of-stock',
      note: null,
    });
  });

  it("takes the seller's own words for other, and refuses other without them", async () => {
    const shopper = await codOrderBy(app, productId);
    const refused = await cancel(shopper.orderId, { code: 'other', note: '  ' }).expect(400);
    expect(refused.body.message).toMatch(/Say why the order is cancelled/);
    expect((await mine(shopper.agent, shopper.orderId)).status).toBe('Order Placed');
    await cancel(shopper.orderId, { code: 'other', note: ' Rain, no rider ' }).expect(200);
    expect((await mine(shopper.agent, shopper.orderId)).cancelReason).toEqual({
      code: 'other',
      note: 'Rain, no rider',
    });
  });

  it('refuses a reason off the list, and keeps none when the shopper cancels', async () => {
    const shopper = await codOrderBy(app, productId);
    const refused = await cancel(shopper.orderId, { code: 'bored' }).expect(400);
    expect(refused.body.message).toMatch(/^Reason must be one of: out-of-stock/);
    await shopper.agent.post('/api/order/cancel').send({ orderId: shopper.orderId }).expect(200);
    expect((await mine(shopper.agent, shopper.orderId)).cancelReason).toBeNull();
  });
});
