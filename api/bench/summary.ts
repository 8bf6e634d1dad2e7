// `npm run bench:summary`: the seller's summary of a 30-day range, on MariaDB with 100,000
// orders over a year (about 300,000 lines; cash and online, delivered, cancelled, refunded,
// unpaid). Target: p99 <= 100 ms at a fixed rate, evenly spaced. Writes
// bench-results/summary.json. A script, not a test: it asserts nothing.
import { createDb } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { createSellerService } from '../src/modules/seller/seller.service.ts';
import { addDays, shopDays } from '../src/lib/shop-calendar.ts';
import { sessionCookie } from '../test/event-stream-client.ts';
import { benchApiEnv, runBench, startServer } from './bench-kit.ts';
import { openLoop } from './open-loop.ts';
import { seedYear } from './summary-seed.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RANGE_DAYS = 30;
const RATE = Number(process.env.BENCH_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 8;
const SELLER = { email: 'bench-seller@example.com', password: 'bench-seller-password' };

runBench('summary', async (databaseUrl) => {
  const db = createDb(databaseUrl);
  await migrateLatest(db);
  const now = Date.now();
  console.log(`Seeding ${ORDERS} orders over a year…`);
  const seeding = performance.now();
  await seedYear(db, now, ORDERS);
  const lines = Number(((await db('order_items').count({ n: '*' })) as { n: number }[])[0]?.n);
  console.log(`…${lines} lines in ${Math.round((performance.now() - seeding) / 1000)} s`);
  await db.raw('ANALYZE TABLE orders, order_items, products');
  await createSellerService(db, createPasswordHasher()).ensure(SELLER.email, SELLER.password);
  await db.destroy();

  const api = await startServer('api', benchApiEnv(databaseUrl));
  const cookie = await sessionCookie(api, '/api/seller/login', SELLER);
  // 30-day ranges ending on each of the last 300 days, so no two neighbours ask the same.
  const today = shopDays(now, 'Asia/Kolkata', 1)[0]!.date;
  const path = (i: number) => {
    const to = addDays(today, -((i * 7) % 300));
    return `/api/seller/summary?from=${addDays(to, 1 - RANGE_DAYS)}&to=${to}`;
  };
  const load = (seconds: number) =>
    openLoop({
      url: api,
      method: 'GET',
      ratePerSecond: RATE,
      seconds,
      connections: CONNECTIONS,
      next: (i) => ({ path: path(i), headers: { Cookie: cookie }, body: '' }),
    });
  const check = await fetch(`${api}${path(0)}`, { headers: { Cookie: cookie } });
  const body = (await check.json()) as { summary: { orders: number; days: unknown[] } };
  console.log(`One range: ${body.summary.orders} orders over ${body.summary.days.length} days`);
  console.log(
    `Summaries of ${RANGE_DAYS} days: ${RATE}/s over ${CONNECTIONS} connections, 2 s of warm-up, then ${SECONDS} s…`,
  );
  await load(2);
  const summaries = await load(SECONDS);
  console.table({ summary: summaries });
  console.log(`summary p99 ${summaries.p99ms} ms at ${RATE}/s (target <= 100 ms)`);
  return {
    measuredAt: new Date().toISOString(),
    database: 'MariaDB',
    orders: ORDERS,
    lines,
    rangeDays: RANGE_DAYS,
    ordersInOneRange: body.summary.orders,
    summary: summaries,
  };
});
