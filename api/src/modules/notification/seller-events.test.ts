import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Product } from '../../contract/product.ts';
import { sellerOrderEventSchema, type SellerOrderEvent } from '../../contract/seller-events.ts';
import {
  listen,
  openEventStream,
  sessionCookie,
  type StreamMessage,
} from '../../../test/event-stream-client.ts';
import { addProduct, codOrderBy, signInSeller, uniqueEmail } from '../../../test/fixtures.ts';
import { createTestApp, SELLER, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

const eventOf = (m: StreamMessage): SellerOrderEvent | undefined =>
  m.event === 'order' && m.data ? sellerOrderEventSchema.parse(JSON.parse(m.data)) : undefined;
const about = (orderId: string, status?: string) => (m: StreamMessage) => {
  const event = eventOf(m);
  return event?.orderId === orderId && (status === undefined || event.status === status);
};

describe.each(kinds)('the seller’s live order events on %s', (kind) => {
  // The console's process and another one on the same database, where shoppers order.
  let app: TestApp;
  let other: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;
  let sellerCookie: string;
  let otherSeller: Agent;
  let product: Product;

  beforeAll(async () => {
    app = await createTestApp(kind, { notifications: { heartbeatMs: 300 } });
    other = await createTestApp(kind, { sameDatabaseAs: app });
    server = await listen(app);
    sellerCookie = await sessionCookie(server.url, '/api/seller/login', SELLER);
    otherSeller = await signInSeller(other);
    product = await addProduct(otherSeller, { name: 'Idli rice', price: 80, offerPrice: 70 });
  });
  afterAll(async () => {
    await server?.close();
    await other?.close();
    await app?.close();
  });

  const stream = (headers: Record<string, string> = {}) =>
    openEventStream(server.url, { Cookie: sellerCookie, ...headers });

  const codOrderElsewhere = async () => (await codOrderBy(other, product._id)).orderId;

  it('sends an order placed through another API process within 2 s', async () => {
    const events = await stream();
    expect(events.status).toBe(200);
    const orderId = await codOrderElsewhere();
    const message = await events.waitFor(about(orderId), 2_000);
    expect(eventOf(message)).toEqual({
      orderId,
      number: expect.stringMatching(/^KR-\d+$/),
      status: 'Order Placed',
      kind: 'new',
    });
    expect(message.id).toMatch(/^\d+$/);
    events.close();
  });

  it('sends status changes, and resumes after Last-Event-ID without losing any', async () => {
    const orderId = await codOrderElsewhere();
    const first = await stream();
    await otherSeller.post('/api/order/status').send({ orderId, status: 'Packed' }).expect(200);
    const packed = await first.waitFor(about(orderId, 'Packed'));
    expect(eventOf(packed)?.kind).toBe('status');
    first.close();

    // While the console is away: one move and a new order.
    await otherSeller
      .post('/api/order/status')
      .send({ orderId, status: 'Out for delivery' })
      .expect(200);
    const later = await codOrderElsewhere();

    const resumed = await stream({ 'Last-Event-ID': packed.id! });
    const out = await resumed.waitFor(about(orderId, 'Out for delivery'));
    const placed = await resumed.waitFor(about(later, 'Order Placed'));
    expect(Number(placed.id)).toBeGreaterThan(Number(out.id));
    const ids = resumed.messages.filter((m) => m.id).map((m) => Number(m.id));
    expect(ids.every((id) => id > Number(packed.id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    resumed.close();
  });

  it('keeps a quiet stream open with a heartbeat comment', async () => {
    const events = await stream();
    await events.waitFor((m) => m.comment === 'keep-alive', 2_000);
    events.close();
  });

  it('is for the seller only: 401 signed out, 403 for a shopper', async () => {
    const visitor = await openEventStream(server.url, {});
    expect(visitor.status).toBe(401);
    const shopperCookie = await sessionCookie(server.url, '/api/user/register', {
      name: 'Asha Rao',
      email: uniqueEmail(),
      password: 'correct-horse-9',
    });
    const shopper = await openEventStream(server.url, { Cookie: shopperCookie });
    expect(shopper.status).toBe(403);
  });

  it('ends a stream whose session has ended, at the next heartbeat', async () => {
    const cookie = await sessionCookie(server.url, '/api/seller/login', SELLER);
    const events = await openEventStream(server.url, { Cookie: cookie });
    await events.waitFor((m) => m.comment === 'keep-alive');
    const out = await fetch(`${server.url}/api/seller/logout`, {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(out.status).toBe(200);
    await events.ended;
    expect((await openEventStream(server.url, { Cookie: cookie })).status).toBe(401);
  });

  it('ends every stream when the process shuts down', async () => {
    const events = await stream();
    await events.waitFor((m) => m.comment === 'connected');
    app.services.sellerStreams.closeAll();
    await events.ended;
    expect(app.services.sellerStreams.size).toBe(0);
  });
});
