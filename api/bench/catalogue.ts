// `npm run bench:catalogue`: a supermarket's catalogue of 20,000 products on MariaDB.
//   1. The whole-catalogue call (the spec's list, every product) beside a bare Koa handler
//      sending the same pre-compressed bytes: at least 0.6 of its requests per second.
//   2. Pages of 24 (a category in stock, a two-word search, a page deep down the list by
//      cursor): p99 at most 20 ms, requests evenly spaced over 32 connections. They repeat,
//      as shoppers' pages do, so most are answered from the page cache; a fourth kind, a
//      three-word search never asked twice, shows what the database alone answers; and
//      searches in the shopper's words (a synonym, a typo; repeated, and each different).
// Writes bench-results/catalogue.json. A script, not a test: it asserts nothing.
import autocannon from 'autocannon';
import { demoCategories as categories } from '../src/db/seed/demo-catalogue.ts';
import { createDb } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { benchApiEnv, runBench, startServer, summary } from './bench-kit.ts';
import {
  COLOURS,
  deepCursor,
  ITEMS,
  pick,
  QUALITIES,
  seedCatalogue,
} from './generated-catalogue.ts';
import { openLoop, type OpenLoopResult } from './open-loop.ts';

/** Words of the seeded synonyms list for ITEMS (tomatoes, onions, potatoes…). */
const HINDI_ITEMS = [
  'tamatar',
  'pyaz',
  'aloo',
  'mirch',
  'seb',
  'kela',
  'aam',
  'angoor',
  'chai',
  'doodh',
  'dahi',
  'makhan',
  'chawal',
  'aata',
  'daal',
  'biskut',
];
/** ITEMS with one typo each ("bred" is 4 letters: see FUZZY_MIN_LENGTH). */
const TYPOS = [
  'tomatos',
  'onoins',
  'potatos',
  'chilies',
  'aples',
  'banannas',
  'mangos',
  'grapse',
  'cofee',
  'noodels',
  'pastaa',
  'buter',
  'bred',
  'cookis',
  'paner',
  'besen',
];

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE_RATE = Number(process.env.BENCH_PAGE_RATE ?? 150);

const summaryOfNothing = {
  requestsPerSecond: 1,
  p50ms: 0,
  p99ms: 0,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
};

const wholeList = (url: string) =>
  autocannon({
    url: `${url}/api/product/list`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br, gzip' },
  });

runBench('catalogue', async (databaseUrl) => {
  const db = createDb(databaseUrl);
  await migrateLatest(db);
  console.log(`Seeding ${PRODUCTS} products…`);
  await seedCatalogue(db, PRODUCTS);
  await db.destroy();
  const api = await startServer('api', benchApiEnv(databaseUrl));
  console.log('Reading and compressing the whole list once…');
  const started = performance.now();
  const first = await fetch(`${api}/api/product/list`, { headers: { 'accept-encoding': 'br' } });
  const json = await first.text();
  const firstMs = Math.round(performance.now() - started);
  const bare = await startServer('bare-precompressed', {
    BENCH_BODY_FROM: `${api}/api/product/list`,
  });

  console.log(
    `The whole list, ${CONNECTIONS} connections, ${SECONDS} s, the API then the bare handler…`,
  );
  // BENCH_ONLY=pages skips the whole list (handy while tuning the pages).
  const pagesOnly = process.env.BENCH_ONLY === 'pages';
  if (!pagesOnly) await wholeList(api);
  const listApi = pagesOnly ? summaryOfNothing : summary(await wholeList(api));
  const listBare = pagesOnly ? summaryOfNothing : summary(await wholeList(bare));
  const ratio = Math.round((listApi.requestsPerSecond / listBare.requestsPerSecond) * 100) / 100;

  console.log('Walking 150 pages down for a deep cursor…');
  const deep = await deepCursor(api, 150);
  const pageKinds: Record<string, (i: number) => string> = {
    'category, in stock': (i) =>
      `/api/product/list?category=${pick(categories, i).toLowerCase()}&inStock=true&limit=24`,
    'search, two words': (i) =>
      `/api/product/list?q=${encodeURIComponent(`${pick(COLOURS, i)} ${pick(ITEMS, i * 3)}`.toLowerCase())}&inStock=true&limit=24`,
    // The shopper's words (issue 30): a synonym ("tamatar" is tomatoes too) and a typo one
    // edit away ("tomatos"), which finds nothing as typed, then looks one edit away.
    'search, synonym': (i) =>
      `/api/product/list?q=${encodeURIComponent(`${pick(COLOURS, i).toLowerCase()} ${pick(HINDI_ITEMS, i * 3)}`)}&inStock=true&limit=24`,
    'search, typo': (i) =>
      `/api/product/list?q=${encodeURIComponent(`${pick(COLOURS, i).toLowerCase()} ${pick(TYPOS, i * 3)}`)}&inStock=true&limit=24`,
    'deep cursor (page 151)': () => `/api/product/list?limit=24&cursor=${deep}`,
    // Never the same twice (8 x 8 x 28 three-word searches), so never from the page cache:
    // what the database alone answers.
    'search, each different': (i) =>
      `/api/product/list?q=${encodeURIComponent(
        `${pick(QUALITIES, i)} ${pick(COLOURS, Math.floor(i / 8))} ${pick(ITEMS, Math.floor(i / 64))}`.toLowerCase(),
      )}&inStock=true&limit=24`,
    // Synonyms and typos in turn, 8 x 8 x 16 of each, so from the database (after 2,048).
    'synonym or typo, each different': (i) =>
      `/api/product/list?q=${encodeURIComponent(
        `${pick(QUALITIES, i >> 1)} ${pick(COLOURS, i >> 4)} ${pick(i % 2 ? TYPOS : HINDI_ITEMS, i >> 7)}`.toLowerCase(),
      )}&inStock=true&limit=24`,
  };
  const pages: Record<string, OpenLoopResult> = {};
  const load = (path: (i: number) => string, seconds: number) =>
    openLoop({
      url: api,
      method: 'GET',
      ratePerSecond: PAGE_RATE,
      seconds,
      connections: CONNECTIONS,
      next: (i) => ({ path: path(i), headers: { 'accept-encoding': 'br, gzip' }, body: '' }),
    });
  for (const [kind, path] of Object.entries(pageKinds)) {
    console.log(
      `Pages of 24, ${kind}: ${PAGE_RATE}/s evenly spaced over ${CONNECTIONS} connections…`,
    );
    // Pages that repeat have been asked before, as in a shop that is open: two seconds of
    // the same load first, not counted. (The ever-different search has nothing to warm.)
    if (!kind.endsWith('each different')) await load(path, 2);
    pages[kind] = await load(path, SECONDS);
  }

  const results = {
    measuredAt: new Date().toISOString(),
    database: 'MariaDB',
    products: PRODUCTS,
    wholeListJsonBytes: Buffer.byteLength(json),
    wholeListFirstReadMs: firstMs,
    wholeList: listApi,
    bareHandler: listBare,
    wholeListRatio: ratio,
    pagesOf24: pages,
  };
  console.log('\nResults');
  console.table({ 'whole list (API)': listApi, 'bare, same bytes': listBare });
  console.table(pages);
  console.log(
    `whole list: ${(results.wholeListJsonBytes / 1e6).toFixed(1)} MB of JSON, first read and compression ${firstMs} ms; API / bare = ${ratio} (target >= 0.6)`,
  );
  console.log(
    `pages of 24 at ${PAGE_RATE}/s over ${CONNECTIONS} connections, p99: ${Object.entries(pages)
      .map(([kind, r]) => `${kind} ${r.p99ms} ms`)
      .join(', ')} (target <= 20 ms)`,
  );
  return results;
});
