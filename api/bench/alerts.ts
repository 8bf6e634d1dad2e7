// `npm run bench:alerts`: how soon the seller hears of an order. Two API processes on one
// MariaDB database, as two replicas: the console's event stream is open on the first,
// shoppers order (cash on delivery, 5 a second) through the second, and a local SMTP
// server receives the emails. Prints, per order, the time from the order's 201 to its live
// event on the other process and to the seller's email, and writes
// bench-results/alerts.json. A script, not a test: it asserts nothing.
import { createDb } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { createSellerService } from '../src/modules/seller/seller.service.ts';
import { openEventStream, sessionCookie } from '../test/event-stream-client.ts';
import { startSmtpSink } from '../test/smtp-sink.ts';
import { benchApiEnv, createCustomers, runBench, startServer } from './bench-kit.ts';

const ORDERS = Number(process.env.BENCH_ALERT_ORDERS ?? 100);
const EVERY_MS = 200;
const SELLER = { email: 'bench-seller@example.com', password: 'bench-seller-password' };

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return { count: sorted.length, p50ms: at(0.5), p95ms: at(0.95), maxms: sorted.at(-1) };
}

runBench('alerts', async (databaseUrl) => {
  const db = createDb(databaseUrl);
  await migrateLatest(db);
  await createSellerService(db, createPasswordHasher()).ensure(SELLER.email, SELLER.password);
  await db.destroy();
  const sink = await startSmtpSink();
  const env = benchApiEnv(databaseUrl, {
    RATE_LIMIT_REGISTER: '100000/1m',
    SMTP_URL: sink.url,
    MAIL_FROM: 'Kirana <orders@bench.example>',
  });
  const [consoleApi, shop] = await Promise.all([startServer('api', env), startServer('api', env)]);
  try {
    const seller = await sessionCookie(shop, '/api/seller/login', SELLER);
    const form = new FormData();
    const csv = 'sku,name,category,price,offerPrice,weight,stock,inStock,description\r\n';
    form.append(
      'file',
      new Blob([`${csv}ALERT-1,Bench rice,Grains,100,90,1 kg,,true,For the bench`]),
      'prices.csv',
    );
    await fetch(`${shop}/api/product/import`, {
      method: 'POST',
      headers: { Cookie: seller },
      body: form,
    });
    const { products } = (await (await fetch(`${shop}/api/product/list`)).json()) as {
      products: { _id: string }[];
    };
    const customers = await createCustomers(shop, ORDERS);
    const events = await openEventStream(consoleApi, {
      Cookie: await sessionCookie(consoleApi, '/api/seller/login', SELLER),
    });

    const placed: { orderId: string; number: string; at: number }[] = [];
    const started = performance.now();
    await Promise.all(
      customers.map(async (customer, i) => {
        await new Promise((r) => setTimeout(r, i * EVERY_MS));
        const res = await fetch(`${shop}/api/order/cod`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: customer.cookie },
          body: JSON.stringify({
            address: customer.addressId,
            items: [{ product: products[0]!._id, quantity: 1 }],
          }),
        });
        const at = Date.now();
        const { orderId } = (await res.json()) as { orderId: string };
        const order = await events.waitFor((m) => Boolean(m.data?.includes(orderId)), 10_000);
        const number = (JSON.parse(order.data!) as { number: string }).number;
        placed.push({ orderId, number, at });
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const deadline = Date.now() + 30_000;
    while (sink.received.length < 2 * ORDERS && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    events.close();

    const alertMs = placed.map((p) => {
      const event = events.messages.find((m) => m.data?.includes(p.orderId))!;
      return Math.max(0, event.receivedAt - p.at);
    });
    const emailMs = placed.flatMap((p) => {
      const mail = sink.received.find((m) => m.subject.startsWith(`New order ${p.number}:`));
      return mail ? [Math.max(0, mail.receivedAt - p.at)] : [];
    });
    const results = {
      orders: ORDERS,
      ordersPerSecond: Math.round((ORDERS / seconds) * 10) / 10,
      liveEventOnOtherProcess: percentiles(alertMs),
      sellerEmail: percentiles(emailMs),
      emailsReceived: sink.received.length,
      distinctEmails: new Set(sink.received.map((m) => m.messageId)).size,
    };
    console.log(results);
    return results;
  } finally {
    await sink.close();
  }
});
