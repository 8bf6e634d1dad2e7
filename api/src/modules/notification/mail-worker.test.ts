import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
    // At normal priority here: at nice 19 on a machine the rest of the suite keeps busy, the
    // worker would get next to no CPU (its priority is checked on its own below).
    worker = startMailWorker({
      logger: logs.logger,
      env: { ...process.env, ...app.env },
      execArgv: ['--import', 'tsx'],
      nice: 0,
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
  // A new process imports the whole API first: on a busy machine that takes a while.
  const mailedTo = (email: string) =>
    vi.waitFor(() => expect(sink.received.some((m) => m.to.includes(email))).toBe(true), {
      timeout: 60_000,
      interval: 100,
    });

  it('runs at nice 19 unless told otherwise', async () => {
    const lowly = startMailWorker({
      logger: logs.logger,
      env: { ...process.env, ...app.env },
      execArgv: ['--import', 'tsx'],
    });
    const pid = lowly.pid()!;
    // Set as soon as the process is spawned, before it has run any of its own code.
    await vi.waitFor(() => expect(niceOf(pid)).toBe(19));
    const stopped = lowly.stop();
    process.kill(pid, 'SIGKILL');
    await stopped;
  });

  it('exits when the API goes away while it is still starting', { timeout: 120_000 }, async () => {
    const entry = fileURLToPath(new URL('../../mail-worker-main.ts', import.meta.url));
    const orphan = fork(entry, [], {
      env: { ...process.env, ...app.env },
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const exited = once(orphan, 'exit');
    // Gone before the worker has imported the API (the API crashed, or was killed).
    orphan.disconnect();
    const [code] = await exited;
    expect(code).toBe(0);
  });

  it('sends an order’s emails from its own process', { timeout: 120_000 }, async () => {
    const shopper = await order();
    await mailedTo(shopper);
    await mailedTo(SELLER.email);
    const pid = worker.pid()!;
    expect(pid).not.toBe(process.pid);
    // Marked sent once delivered: the worker marks its batch after the SMTP server took it.
    const open = async () =>
      Number(
        (await app.database.db('mail_outbox').whereNot('state', 'sent').count('* as n'))[0]?.n,
      );
    await vi.waitFor(async () => expect(await open()).toBe(0), { timeout: 60_000, interval: 100 });
  });

  it(
    'lets a shopper’s and the seller’s cancels meet while it writes: one 200, one 409',
    { timeout: 120_000 },
    async () => {
      // Two processes write one SQLite file here: a transaction that read first could not
      // write once the worker had (SQLITE_BUSY_SNAPSHOT, a 500), until writers began as such.
      const seller = await signInSeller(app);
      const placed = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const shopper = await shopperWithAddress(app);
          const res = await shopper.agent
            .post('/api/order/cod')
            .send({ address: shopper.addressId, items: [{ product: product._id, quantity: 1 }] })
            .expect(201);
          return { agent: shopper.agent, orderId: res.body.orderId as string };
        }),
      );
      // All at once, while the worker sends (and marks) the emails of those orders.
      const answers = await Promise.all(
        placed.map(({ agent, orderId }) =>
          Promise.all([
            agent.post('/api/order/cancel').send({ orderId }),
            seller.post('/api/order/status').send({ orderId, status: 'Cancelled' }),
          ]),
        ),
      );
      for (const pair of answers) expect(pair.map((res) => res.status).sort()).toEqual([200, 409]);
    },
  );

  it(
    'is started again when it dies, and sends what came meanwhile',
    { timeout: 120_000 },
    async () => {
      const first = worker.pid()!;
      process.kill(first, 'SIGKILL');
      const shopper = await order();
      await vi.waitFor(() => expect(worker.pid()).not.toBe(first), { timeout: 10_000 });
      await mailedTo(shopper);
      expect(logs.lines.join('')).toMatch(/the mail worker stopped; starting it again/);
    },
  );
});
