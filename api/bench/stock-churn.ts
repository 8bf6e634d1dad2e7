// `npm run bench:churn`: one shopper placing and cancelling orders in a loop on a catalogue
// of 20,000 products (MariaDB), each order leaving 5 units or fewer, so that every order and
// every cancel changes what the shop shows ("Only 4 left").
//   1. The API's time per order + cancel pair, the shopper alone (as the shopper sees it on
//      loopback, and the API process's CPU time per pair from /proc): at most 30 ms. Beside
//      it, the same loop on products not counted (no stock change to show): the orders' own.
//   2. Pages of 24, read as bench:catalogue reads them (a category in stock, a two-word
//      search, a page deep down by cursor; evenly spaced over 32 connections), at rest and
//      while the shopper loops: p50 under the churn at most 1.5 times p50 at rest (and, for
//      comparison, while the shopper orders products not counted).
// The whole list is held throughout (a seller's console asks for it every second), so each
// change patches it as well as the pages. Writes bench-results/churn.json. A script, not a
// test: it asserts nothing.
import { demoCategories as categories } from '../src/db/seed/demo-catalogue.ts';
import { createDb } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { benchApiEnv, children, createCustomers, runBench, startServer } from './bench-kit.ts';
import { cpuMs } from './db-counters.ts';
import { COLOURS, deepCursor, ITEMS, pick, seedCatalogue } from './generated-catalogue.ts';
import { openLoop } from './open-loop.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE_RATE = Number(process.env.BENCH_PAGE_RATE ?? 150);
const CONNECTIONS = 32;
/** Counted units of each churned product: an order of one leaves 4, "Only 4 left". */
const STOCK = 5;

const round = (n: number) => Math.round(n * 10) / 10;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

/**
 * The two newest products on sale in each category, on its first page: the newest counted
 * down to STOCK, the next not counted.
 */
async function churnedProducts(databaseUrl: string) {
  const db = createDb(databaseUrl, { poolMax: 1 });
  const counted: string[] = [];
  const uncounted: string[] = [];
  for (const category of categories) {
    const rows = (await db('products')
      .where({ category, inStock: true })
      .orderBy('createdAt', 'desc')
      .limit(2)
      .select('id')) as { id: string }[];
    counted.push(rows[0]!.id);
    uncounted.push(rows[1]!.id);
  }
  await db('products').whereIn('id', counted).update({ stock: STOCK });
  await db('products').whereIn('id', uncounted).update({ stock: null });
  await db.destroy();
  return { counted, uncounted };
}

/** The shopper: order one unit, cancel it, again, until `stop()`; each pair timed. */
function churn(api: string, customer: { cookie: string; addressId: string }, ids: string[]) {
  const pairs: { orderMs: number; cancelMs: number }[] = [];
  let running = true;
  const post = async (path: string, body: unknown) => {
    const started = performance.now();
    const res = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: customer.cookie },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { orderId?: string; message?: string };
    if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message ?? ''}`);
    return { json, ms: performance.now() - started };
  };
  const loop = (async () => {
    for (let i = 0; running; i += 1) {
      const order = await post('/api/order/cod', {
        address: customer.addressId,
        items: [{ product: pick(ids, i), quantity: 1 }],
      });
      const cancel = await post('/api/order/cancel', { orderId: order.json.orderId });
      pairs.push({ orderMs: order.ms, cancelMs: cancel.ms });
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const total = pairs.map((p) => p.orderMs + p.cancelMs);
      return {
        pairs: pairs.length,
        pairP50ms: round(percentile(total, 0.5)),
        pairMeanMs: round(total.reduce((a, b) => a + b, 0) / Math.max(1, total.length)),
        pairP99ms: round(percentile(total, 0.99)),
        orderP50ms: round(
          percentile(
            pairs.map((p) => p.orderMs),
            0.5,
          ),
        ),
        cancelP50ms: round(
          percentile(
            pairs.map((p) => p.cancelMs),
            0.5,
          ),
        ),
      };
    },
  };
}

/** The seller's console: the whole list once a second, as browsers ask for it. */
function sellerConsole(api: string) {
  let running = true;
  const times: number[] = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${api}/api/product/list`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { requests: times.length, p50ms: round(percentile(times, 0.5)) };
    },
  };
}

runBench('churn', async (databaseUrl) => {
  const db = createDb(databaseUrl);
  await migrateLatest(db);
  console.log(`Seeding ${PRODUCTS} products…`);
  await seedCatalogue(db, PRODUCTS);
  await db.destroy();
  const { counted, uncounted } = await churnedProducts(databaseUrl);
  // Orders and cancels are limited per account; one shopper here does hundreds a minute.
  const api = await startServer(
    'api',
    benchApiEnv(databaseUrl, { RATE_LIMIT_ORDERS: '100000/1m' }),
  );
  const apiPid = children.at(-1)!.pid!;
  const [customer] = await createCustomers(api, 1);
  await (await fetch(`${api}/api/product/list`, { headers: { 'accept-encoding': 'br' } })).blob();
  const deep = await deepCursor(api, 150);
  const pageKinds = [
    (i: number) =>
      `/api/product/list?category=${pick(categories, i).toLowerCase()}&inStock=true&limit=24`,
    (i: number) =>
      `/api/product/list?q=${encodeURIComponent(`${pick(COLOURS, i)} ${pick(ITEMS, i * 3)}`.toLowerCase())}&inStock=true&limit=24`,
    () => `/api/product/list?limit=24&cursor=${deep}`,
  ];
  const pickKind = (i: number) => pick(pageKinds, i)(Math.floor(i / pageKinds.length));
  const pages = (seconds: number) =>
    openLoop({
      url: api,
      method: 'GET',
      ratePerSecond: PAGE_RATE,
      seconds,
      connections: CONNECTIONS,
      next: (i) => ({
        path: pickKind(i),
        headers: { 'accept-encoding': 'br, gzip' },
        body: '',
      }),
    });

  /** The shopper alone for SECONDS, with the API's CPU time per pair. */
  const shopperAlone = async (ids: string[]) => {
    const cpuBefore = cpuMs(apiPid) ?? 0;
    const shopper = churn(api, customer!, ids);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const result = await shopper.stop();
    return { ...result, apiCpuMsPerPair: round(((cpuMs(apiPid) ?? 0) - cpuBefore) / result.pairs) };
  };
  /** Pages (after two seconds not counted) while the shopper loops on `ids`, if any. */
  const pagesWhile = async (ids: string[] | undefined) => {
    const seller = sellerConsole(api);
    const shopper = ids && churn(api, customer!, ids);
    await pages(2);
    const result = await pages(SECONDS);
    return { pages: result, shopper: await shopper?.stop(), wholeList: await seller.stop() };
  };

  console.log(`The shopper alone, ${SECONDS} s on products not counted, then on counted ones…`);
  const aloneUncounted = await shopperAlone(uncounted);
  const aloneCounted = await shopperAlone(counted);
  console.log(`Pages of 24 at ${PAGE_RATE}/s over ${CONNECTIONS} connections, at rest…`);
  const rest = await pagesWhile(undefined);
  console.log('The same pages while the shopper loops on counted products…');
  const busy = await pagesWhile(counted);
  console.log('The same pages while the shopper loops on products not counted…');
  const busyUncounted = await pagesWhile(uncounted);

  const ratio = Math.round((busy.pages.p50ms / Math.max(0.1, rest.pages.p50ms)) * 100) / 100;
  const results = {
    measuredAt: new Date().toISOString(),
    database: 'MariaDB',
    products: PRODUCTS,
    churnedProducts: counted.length,
    shopperAlone: aloneCounted,
    shopperAloneNotCounted: aloneUncounted,
    pagesAtRest: rest,
    pagesUnderChurn: busy,
    pagesUnderChurnNotCounted: busyUncounted,
    pageP50Ratio: ratio,
  };
  console.log('\nResults');
  console.table({
    'shopper alone, counted': aloneCounted,
    'shopper alone, not counted': aloneUncounted,
    'shopper with pages, counted': busy.shopper,
    'shopper with pages, not counted': busyUncounted.shopper,
  });
  console.table({
    'pages at rest': rest.pages,
    'pages, shopper on counted': busy.pages,
    'pages, shopper on not counted': busyUncounted.pages,
  });
  console.log(
    `order + cancel: p50 ${aloneCounted.pairP50ms} ms, mean ${aloneCounted.pairMeanMs} ms, API CPU ${aloneCounted.apiCpuMsPerPair} ms a pair (target <= 30 ms; not counted: p50 ${aloneUncounted.pairP50ms} ms, CPU ${aloneUncounted.apiCpuMsPerPair} ms)`,
  );
  console.log(
    `pages p50: ${rest.pages.p50ms} ms at rest, ${busy.pages.p50ms} ms under the churn = ${ratio}x (target <= 1.5x; ${busyUncounted.pages.p50ms} ms with products not counted)`,
  );
  return results;
});
