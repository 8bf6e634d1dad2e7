import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Product } from '../../contract/product.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../test/fixtures.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import { BUSY_GAP_MS } from './mail-outbox.ts';

const kinds = await availableKinds();

// The mail worker asks whether the machine is busy with others' work (lib/machine-busy.ts);
// here the answer is set by the test.
describe.each(kinds)('the mail outbox while the machine is busy, on %s', (kind) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let seller: Agent;
  let product: Product;
  let busy = false;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp(kind, {
      env: { SMTP_URL: sink.url, MAIL_FROM: 'orders@kirana.test' },
      notifications: { mailOthersBusy: () => busy, mailPollMs: 50 },
    });
    seller = await signInSeller(app);
    product = await addProduct(seller, { name: 'Sugar', price: 50, offerPrice: 45 });
  });
  afterAll(async () => {
    await app?.services.mailOutbox.stop();
    await app?.close();
    await sink?.close();
  });

  const placeOrders = async (count: number) => {
    const shopper = await shopperWithAddress(app);
    for (let i = 0; i < count; i += 1) {
      await shopper.agent
        .post('/api/order/cod')
        .send({ address: shopper.addressId, items: [{ product: product._id, quantity: 1 }] })
        .expect(201);
    }
  };
  const sentSoon = async (count: number) => {
    const until = Date.now() + 10_000;
    while (sink.received.length < count && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 25));
    return sink.received.length;
  };

  it('starts no batch within BUSY_GAP_MS of the last while busy, and sends as soon as it is not', async () => {
    app.services.mailOutbox.start();
    // Two emails an order (the shopper's and the seller's), at once while the machine is free.
    await placeOrders(3);
    expect(await sentSoon(6)).toBe(6);
    const lastBatchAt = Date.now();

    busy = true;
    await placeOrders(3);
    // Pokes and polls come every 50 ms; none may start a batch this soon.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(Date.now() - lastBatchAt).toBeLessThan(BUSY_GAP_MS);
    expect(sink.received).toHaveLength(6);

    busy = false;
    const freedAt = Date.now();
    expect(await sentSoon(12)).toBe(12);
    expect(Date.now() - freedAt).toBeLessThan(1_000);
  });
});
