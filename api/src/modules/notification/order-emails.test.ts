import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import type { Agent } from 'supertest';
import type { Product } from '../../contract/product.ts';
import { captureLogs } from '../../../test/capture-logs.ts';
import {
  addProduct,
  codOrderBy,
  shopperWithAddress,
  signInSeller,
} from '../../../test/fixtures.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { createTestApp, SELLER, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import { GIVE_UP_AFTER_MS, retryDelayMs } from './retry-schedule.ts';

const kinds = await availableKinds();

describe('the retry schedule', () => {
  it('retries after 5 s, then 15 s, then doubling up to an hour', () => {
    const waits = Array.from({ length: 12 }, (_, i) => retryDelayMs(i + 1) / 1000);
    expect(waits).toEqual([5, 15, 30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });
});

describe.each(kinds)('order emails on %s', (kind) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let seller: Agent;
  let product: Product;
  const logs = captureLogs();

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp(kind, {
      env: { SMTP_URL: sink.url, MAIL_FROM: 'Kirana Stores <orders@kirana.test>' },
      logger: logs.logger,
      // Retries come at once here; the schedule itself is tested above.
      notifications: { mailRetryDelay: () => 0 },
    });
    seller = await signInSeller(app);
    product = await addProduct(seller, { name: 'Toor dal', price: 160, offerPrice: 149.5 });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });
  beforeEach(() => {
    sink.received.length = 0;
  });

  const codOrder = (quantity = 2) => codOrderBy(app, product._id, quantity);
  const sendAll = () => app.services.mailOutbox.runOnce();
  const outbox = (orderId: string) =>
    app.database.db('mail_outbox').where('order_id', orderId).orderBy('kind');

  it('confirms a cash order to the shopper with the amount, and tells the seller', async () => {
    const { user, orderId } = await codOrder();
    // Nothing is sent inside the order's request: the worker sends after the commit.
    expect(sink.received).toHaveLength(0);
    expect(await sendAll()).toBe(2);

    const confirmation = sink.received.find((m) => m.to.includes(user.email))!;
    expect(confirmation.subject).toMatch(/^Your Kirana order KR-\d+ is placed$/);
    expect(confirmation.from).toMatch(/^"?Kirana Stores"? <orders@kirana\.test>$/);
    // 2 × Rs.149.50 = 299.00, 2% tax 5.98.
    expect(confirmation.text).toContain('Toor dal × 2: Rs.299.00');
    expect(confirmation.text).toContain('Total: Rs.304.98');
    expect(confirmation.text).toContain('Cash on Delivery: please keep Rs.304.98 ready.');
    expect(confirmation.text).toContain('12 MG Road');
    expect(confirmation.html).toContain('Rs.304.98');
    expect(confirmation.html).not.toMatch(/<img/i);

    const newOrder = sink.received.find((m) => m.to.includes(SELLER.email))!;
    expect(newOrder.subject).toMatch(/^New order KR-\d+: Rs\.304\.98, Cash on Delivery$/);
    expect(newOrder.text).toContain('Phone: +91 98450 12345');
    // The seller collects the money; the shopper keeps it ready.
    expect(newOrder.text).toContain('Collect Rs.304.98 on delivery.');
    expect(newOrder.html).toContain('Collect Rs.304.98 on delivery.');
    expect(newOrder.text).not.toMatch(/keep/i);
    expect(newOrder.messageId).toMatch(/@kirana\.mail>$/);
    expect((await outbox(orderId)).map((r) => r.state)).toEqual(['sent', 'sent']);
  });

  it('tells the shopper when the order is out for delivery, delivered or cancelled', async () => {
    const { user, orderId } = await codOrder(1);
    for (const status of ['Packed', 'Out for delivery', 'Delivered'])
      await seller.post('/api/order/status').send({ orderId, status }).expect(200);
    await sendAll();
    const subjects = sink.received.filter((m) => m.to.includes(user.email)).map((m) => m.subject);
    expect(subjects).toHaveLength(3);
    expect(subjects).toContain(`Your Kirana order ${await numberOf(orderId)}: Out for delivery`);
    expect(subjects).toContain(`Your Kirana order ${await numberOf(orderId)}: Delivered`);
    // Packed is the shop's own business: no email.
    expect(subjects.some((s) => s.endsWith('Packed'))).toBe(false);
    // The delivered email is the receipt: 1 × Rs.149.50, 2% tax 2.99.
    const delivered = sink.received.find((m) => m.subject.endsWith(': Delivered'))!;
    expect(delivered.text).toContain('Toor dal × 1: Rs.149.50');
    expect(delivered.text).toContain('Subtotal: Rs.149.50\nTax: Rs.2.99\nTotal: Rs.152.49');
    expect(delivered.text).toContain('Paid in cash on delivery (Rs.152.49).');
    expect(delivered.html).toContain('Toor dal × 1');

    const cancelled = await codOrder(1);
    await cancelled.agent
      .post('/api/order/cancel')
      .send({ orderId: cancelled.orderId })
      .expect(200);
    await sendAll();
    const toShopper = sink.received.filter((m) => m.to.includes(cancelled.user.email));
    expect(toShopper.map((m) => m.subject)).toEqual([
      `Your Kirana order ${await numberOf(cancelled.orderId)} is placed`,
      `Your Kirana order ${await numberOf(cancelled.orderId)}: Cancelled`,
    ]);
  });

  async function numberOf(orderId: string): Promise<string> {
    const row = (await app.database.db('orders').where('id', orderId).first('number')) as {
      number: string;
    };
    return row.number;
  }

  it('confirms an online order once it is paid, not when it is placed', async () => {
    const shopper = await shopperWithAddress(app);
    const res = await shopper.agent
      .post('/api/order/stripe')
      .send({ address: shopper.addressId, items: [{ product: product._id, quantity: 1 }] })
      .expect(201);
    await sendAll();
    expect(sink.received).toHaveLength(0);
    const url = new URL(res.body.url as string);
    await app
      .agent()
      .post(`${url.pathname}/pay`)
      .type('form')
      .send({ token: url.searchParams.get('token') })
      .expect(303);
    await sendAll();
    const confirmation = sink.received.find((m) => m.to.includes(shopper.user.email))!;
    expect(confirmation.text).toContain('Online: Rs.152.49 paid.');
    const newOrder = sink.received.find((m) => m.to.includes(SELLER.email))!;
    expect(newOrder.text).toContain('Paid online (Rs.152.49); nothing to collect.');
  });

  it('retries a refused message and delivers it once', async () => {
    const { orderId } = await codOrder(1);
    sink.refuse(3);
    expect(await sendAll()).toBe(0);
    const waiting = await outbox(orderId);
    expect(waiting.map((r) => [r.state, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(waiting[0].last_error ?? waiting[0].lastError).toMatch(/Try again later/);
    expect(logs.lines.some((l) => l.includes('email failed; will retry'))).toBe(true);
    await sendAll(); // the third refusal, and one delivered
    await sendAll();
    expect(sink.refused).toBeGreaterThanOrEqual(3);
    expect(sink.received).toHaveLength(2);
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(2);
    expect(await sendAll()).toBe(0);
    expect(sink.received).toHaveLength(2);
  });

  it('marks a message failed after trying for a day, and says so in the logs', async () => {
    const { orderId } = await codOrder(1);
    const dayAgo = Date.now() - GIVE_UP_AFTER_MS - 1000;
    await app.database
      .db('mail_outbox')
      .where('order_id', orderId)
      .update({ created_at: dayAgo, next_attempt_at: dayAgo });
    sink.refuse(2);
    await sendAll();
    expect((await outbox(orderId)).map((r) => r.state)).toEqual(['failed', 'failed']);
    expect(logs.lines.some((l) => l.includes('email given up') && l.includes(orderId))).toBe(true);
    expect(await sendAll()).toBe(0);
  });

  it('sends each message once when two API processes work the same outbox', async () => {
    const second = await createTestApp(kind, {
      sameDatabaseAs: app,
      env: { SMTP_URL: sink.url, MAIL_FROM: 'Kirana Stores <orders@kirana.test>' },
    });
    try {
      const orders = await Promise.all(Array.from({ length: 6 }, () => codOrder(1)));
      const workers = [app, second].map((a) => a.services.mailOutbox);
      // Both race for the same rows, several rounds each.
      for (let round = 0; round < 3; round += 1)
        await Promise.all(workers.flatMap((w) => [w.runOnce(), w.runOnce()]));
      const ids = orders.map((o) => o.orderId);
      const rows = await app.database.db('mail_outbox').whereIn('order_id', ids);
      expect(rows).toHaveLength(12);
      expect(rows.every((r) => r.state === 'sent')).toBe(true);
      expect(sink.received).toHaveLength(12);
      expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(12);
    } finally {
      await second.close();
    }
  });
});

describe('emails without SMTP_URL', () => {
  it('are written as .eml files under MAIL_OUTBOX_DIR and logged', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kirana-outbox-'));
    const logs = captureLogs();
    const app = await createTestApp('sqlite', {
      env: { MAIL_OUTBOX_DIR: dir, SHOP_NAME: 'Sharma Stores', SHOP_PHONE: '98450 12345' },
      logger: logs.logger,
    });
    try {
      const seller = await signInSeller(app);
      const product = await addProduct(seller, { name: 'Jaggery', price: 90, offerPrice: 80 });
      const shopper = await codOrderBy(app, product._id);
      expect(await app.services.mailOutbox.runOnce()).toBe(2);
      const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(2);
      const contents = files.map((f) => readFileSync(join(dir, f), 'utf8'));
      expect(contents.some((c) => c.includes(`To: ${shopper.user.email}`))).toBe(true);
      expect(contents.some((c) => /Subject: New order KR-\d+/.test(c))).toBe(true);
      expect(logs.lines.filter((l) => l.includes('email written'))).toHaveLength(2);
      // Without a name in MAIL_FROM, each email comes from, and is signed by, the shop.
      for (const mail of await Promise.all(contents.map((c) => simpleParser(c)))) {
        expect(mail.from?.value).toEqual([
          { name: 'Sharma Stores', address: 'no-reply@localhost' },
        ]);
        expect(mail.text).toMatch(/-- Sharma Stores\nCall \+91 98450 12345\s*$/);
        expect(mail.html).toContain('href="tel:+919845012345"');
      }
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
