// `npm run bench:api`: throughput and latency of the product list and of cash-on-delivery
// orders on MariaDB with a generated catalogue of 2,000 products. A script, not a test:
// it prints numbers and writes bench-results/api.json; it asserts nothing.
import autocannon from 'autocannon';
import { demoCategories as categories } from '../src/db/seed/demo-catalogue.ts';
import { createDb } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { newId } from '../src/lib/ids.ts';
import {
  benchApiEnv,
  children,
  createCustomers,
  runBench,
  startServer,
  summary,
} from './bench-kit.ts';
import { cpuCounters, dbCounters, outboxDrained } from './db-counters.ts';
import { openLoop } from './open-loop.ts';

const PRODUCTS = 2000;
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ORDER_RATE = 300;

async function seedCatalogue(url: string) {
  const db = createDb(url);
  await migrateLatest(db);
  const now = Date.now();
  const ids: string[] = [];
  for (let batch = 0; batch < PRODUCTS; batch += 200) {
    const rows = Array.from({ length: 200 }, (_, i) => {
      const n = batch + i;
      const id = newId();
      ids.push(id);
      return {
        id,
        name: `Bench product ${n}`,
        category: categories[n % categories.length],
        pricePaise: 5000 + (n % 400) * 25,
        offerPricePaise: 4500 + (n % 400) * 25,
        description: JSON.stringify(['Generated for the benchmark', `Item number ${n}`]),
        inStock: true,
        weight: '500 g',
        createdAt: now - n,
        updatedAt: now - n,
      };
    });
    await db('products').insert(rows);
    await db('product_images').insert(
      rows.map((r) => ({ id: newId(), productId: r.id, position: 0, path: 'demo/tomatoes.svg' })),
    );
  }
  await db.destroy();
  return ids;
}

const emptyResult = {
  requests: { average: 0 },
  latency: { p50: 0, p99: 0 },
  non2xx: 0,
  errors: 0,
  timeouts: 0,
} as autocannon.Result;

const listLoad = (url: string) =>
  autocannon({
    url: `${url}/api/product/list`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-encoding': 'br, gzip' },
  });

type Customer = { cookie: string; addressId: string };

/** The n-th order of the run: customers in turn, 1–4 lines of 1–3 units. */
function orderRequest(n: number, productIds: string[], customers: Customer[]) {
  const customer = customers[n % customers.length]!;
  const lines = 1 + (n % 4);
  const start = (n * 7) % (productIds.length - lines);
  const items = productIds
    .slice(start, start + lines)
    .map((product, i) => ({ product, quantity: 1 + ((n + i) % 3) }));
  return {
    path: '/api/order/cod',
    headers: { 'content-type': 'application/json', cookie: customer.cookie },
    body: JSON.stringify({ address: customer.addressId, items, paymentType: 'COD' }),
  };
}

function orderLoad(api: string, productIds: string[], customers: Customer[]) {
  let next = 0;
  return autocannon({
    url: api,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        path: '/api/order/cod',
        setupRequest: (req) => {
          const { headers, body } = orderRequest(next++, productIds, customers);
          return { ...req, headers: { ...req.headers, ...headers }, body };
        },
      },
    ],
  });
}

runBench('api', async (databaseUrl) => {
  console.log(`Seeding ${PRODUCTS} products…`);
  const productIds = await seedCatalogue(databaseUrl);
  const api = await startServer(
    'api',
    // All the benchmark's customers sign up from this one address.
    benchApiEnv(databaseUrl, { RATE_LIMIT_REGISTER: '100000/1m' }),
  );
  const bare = await startServer('bare', { BENCH_BODY_FROM: `${api}/api/product/list` });
  console.log(`Creating ${CUSTOMERS} customers with an address…`);
  const customers = await createCustomers(api, CUSTOMERS);

  console.log('Warming up…');
  await autocannon({ url: `${api}/api/product/list`, connections: 8, duration: 2 });

  // BENCH_ONLY=orders skips the list phases (handy with BENCH_PROFILE).
  const onlyOrders = process.env.BENCH_ONLY === 'orders';
  console.log(`GET /api/product/list, ${CONNECTIONS} connections, ${DURATION} s…`);
  const list = onlyOrders ? emptyResult : await listLoad(api);
  console.log(`Bare Koa handler with the same bytes and compression…`);
  const bareList = onlyOrders ? emptyResult : await listLoad(bare);
  console.log(`POST /api/order/cod as fast as it goes, ${CONNECTIONS} connections…`);
  const counters = await dbCounters(databaseUrl);
  const counting = await counters.start();
  const cpu = cpuCounters(children.find((c) => c.spawnargs.includes('api'))?.pid);
  const ordersMax = await orderLoad(api, productIds, customers);
  const placing = cpu.read(ordersMax.requests.total, 'WhilePlacing');
  // The emails those orders wrote are part of their cost: counted once they have gone.
  await outboxDrained(databaseUrl);
  const perOrder = {
    ...(await counting(ordersMax.requests.total)),
    ...placing,
    ...cpu.read(ordersMax.requests.total, 'WithEmails'),
  };
  await counters.close();
  console.log(
    `POST /api/order/cod at a steady ${ORDER_RATE}/s, evenly spaced, over ${CONNECTIONS} connections…`,
  );
  const ordersSteady = await openLoop({
    url: api,
    ratePerSecond: ORDER_RATE,
    seconds: DURATION,
    connections: CONNECTIONS,
    next: (i) => orderRequest(1_000_000 + i, productIds, customers),
  });

  const bytes = (
    await (
      await fetch(`${api}/api/product/list`, { headers: { 'accept-encoding': 'br' } })
    ).arrayBuffer()
  ).byteLength;
  const results = {
    measuredAt: new Date().toISOString(),
    database: 'MariaDB',
    products: PRODUCTS,
    productListJsonBytes: bytes,
    productList: summary(list),
    bareHandler: summary(bareList),
    productListRatio: Number((list.requests.average / bareList.requests.average).toFixed(2)),
    ordersMax: summary(ordersMax),
    ordersAt300PerSecond: ordersSteady,
    databasePerOrder: perOrder,
  };
  console.log('\nResults');
  console.table({
    'product list': results.productList,
    'bare handler': results.bareHandler,
    'orders (max)': results.ordersMax,
    'orders (300/s)': {
      requestsPerSecond: ordersSteady.requestsPerSecond,
      p50ms: ordersSteady.p50ms,
      p99ms: ordersSteady.p99ms,
      non2xx: ordersSteady.failed,
      errors: 0,
      timeouts: 0,
    },
  });
  console.log('What each order (and its emails) cost the API and MariaDB, at the maximum rate:');
  console.table(perOrder);
  console.log(`product list / bare handler = ${results.productListRatio} (target ≥ 0.6)`);
  console.log(
    `orders: ${results.ordersMax.requestsPerSecond}/s at most (target ≥ 300); p99 at 300/s = ${results.ordersAt300PerSecond.p99ms} ms (target ≤ 50)`,
  );
  return results;
});
