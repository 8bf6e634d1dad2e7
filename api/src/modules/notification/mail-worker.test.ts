import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../contract/product.ts';
import { captureLogs } from '../../../test/capture-logs.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../test/fixtures.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { createTestApp, SELLER, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import { startMailWorker, type MailWorker } from './mail-worker.ts';

const kinds = await availableKinds();

/** A process's nice value (field 19 of /proc/<pid>/stat). */
const niceOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

describe.each(kinds)('the mail worker process on %s', (kind) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let worker: MailWorker;
  let product: Product;
  const logs = captureLogs();

  beforeAll(async () => {
    sink = await startSmtpSink();
    // The app pokes the worker, which is started once the app (and its database) exist.
    const pokes = { poke: () => worker?.poke() };
    app = await createTestApp(kind, {
      env: { SMTP_URL: sink.url, MAIL_FROM: 'Kirana Stores <orders@kirana.test>' },
      notifications: { mailWorker: pokes },
    });
    worker = startMailWorker({
      logger: logs.logger,
      env: { ...process.env, ...app.env },
      execArgv: ['--import', 'tsx'],
    });
    product = await addProduct(await signInSeller(app), { name: 'Toor dal', price: 160 });
  });
  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await sink?.close();
  });

  async function order() {
    const shopper = await shopperWithAddress(app);
    await shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items: [{ product: product._id, quantity: 1 }] })
      .expect(201);
    return shopper.user.email;
  }
  const mailedTo = (email: string) =>
    vi.waitFor(() => expect(sink.received.some((m) => m.to.includes(email))).toBe(true), {
      timeout: 15_000,
      interval: 100,
    });

  it('sends an order’s emails from its own process, at a lower priority', async () => {
    const shopper = await order();
    await mailedTo(shopper);
    await mailedTo(SELLER.email);
    const pid = worker.pid()!;
    expect(pid).not.toBe(process.pid);
    expect(niceOf(pid)).toBe(19);
    const open = await app.database.db('mail_outbox').whereNot('state', 'sent').count('* as n');
    expect(Number(open[0]?.n)).toBe(0);
  });

  it('is started again when it dies, and sends what came meanwhile', async () => {
    const first = worker.pid()!;
    process.kill(first, 'SIGKILL');
    const shopper = await order();
    await vi.waitFor(() => expect(worker.pid()).not.toBe(first), { timeout: 10_000 });
    await mailedTo(shopper);
    expect(logs.lines.join('')).toMatch(/the mail worker stopped; starting it again/);
  });
});
