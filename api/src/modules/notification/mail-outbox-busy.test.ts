import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Agent } from 'supertest';
import type { Product } from '../../contract/product.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../test/fixtures.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import { BUSY_GAP_MS } from './mail-outbox.ts';

const kinds = await availableKinds();

// The mail worker asks whether the machine is busy with others' work (lib/machine-busy.ts);
// here the answer is set by the test, and so is the shop's clock: it moves only when the
// test moves it, so what the outbox may do does not hang on how busy the machine running the
// tests is. Every look the outbox takes asks whether the machine is busy: the test counts
// them rather than waiting for a time.
describe.each(kinds)('the mail outbox while the machine is busy, on %s', (kind) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let seller: Agent;
  let product: Product;
  let busy = false;
  /** Well ahead of the real clock: messages dated by the real one are all due. */
  let now = Date.now() + 60 * 60_000;
  /** For each look, how many emails had been received then. */
  const looks: { busy: boolean; received: number }[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp(kind, {
      env: { SMTP_URL: sink.url, MAIL_FROM: 'orders@kirana.test' },
      clock: () => now,
      notifications: {
        mailOthersBusy: () => {
          looks.push({ busy, received: sink.received.length });
          return busy;
        },
        mailPollMs: 20,
      },
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
  const received = (count: number) =>
    vi.waitFor(() => expect(sink.received).toHaveLength(count), { timeout: 15_000 });
  /** Waits for the outbox to take `count` more looks. */
  const moreLooks = (count: number) => {
    const until = looks.length + count;
    return vi.waitFor(() => expect(looks.length).toBeGreaterThanOrEqual(until), {
      timeout: 15_000,
    });
  };

  it('starts no batch within BUSY_GAP_MS of the last while busy, and sends at its first look once it is not', async () => {
    app.services.mailOutbox.start();
    // Two emails an order (the shopper's and the seller's), at once while the machine is free.
    await placeOrders(3);
    now += 1_000; // past the short gap between batches of a free machine
    await received(6);

    busy = true;
    await placeOrders(3);
    await moreLooks(10);
    now += BUSY_GAP_MS - 1_001; // the last batch began at most BUSY_GAP_MS - 1 ago
    await moreLooks(10);
    expect(sink.received).toHaveLength(6);

    busy = false;
    const freedAt = looks.length;
    await received(12);
    // The first look of a free machine started the batch: none before it saw the machine
    // free and left the emails waiting.
    const freeLooksBeforeSending = looks.slice(freedAt).filter((l) => !l.busy && l.received < 12);
    expect(freeLooksBeforeSending).toHaveLength(1);
  });
});
