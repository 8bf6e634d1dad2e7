#!/usr/bin/env node
// The storefront's pages with a supermarket's catalogue (`npm run bench:catalogue-pages`, also
// run by `npm run bench:catalogue`; a script, not a timed test). Two MariaDB databases side
// by side, each behind its own API and its own copy of one production build: the 35-product
// demo catalogue, and 20,000 generated products (demo artwork). In Chromium on a phone
// (412x823, DPR 2.6, cache off), each page (home, all products, a category, a search, a
// product, a cart of 10) is opened BENCH_RUNS times (default 5), the two catalogues taking
// turns, and measured for:
//   - the bytes it transfers, opened and then scrolled to the footer: at most 250 KiB;
//   - when its content shows (performance.now() when the page's products are on screen):
//     the median with 20,000 products at most 1.2x the median with the demo.
// Writes bench-results/catalogue-pages.json and exits 1 when a budget is missed.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
// The workspace's shared test-API starter (a script, not app code).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { freePort, startApiForTests } from '../../tools/api-test-server.mjs';
import { buildStorefront, serveBuild, workspace, writeResults } from './bench-site.mjs';
import { CHROMIUM } from './browser-measurements.mjs';

const BUDGET = { KiB: 250, timeRatio: 1.2 };
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.6 };
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const MYSQL =
  process.env.KIRANA_BENCH_MYSQL_URL ??
  process.env.KIRANA_TEST_MYSQL_URL ??
  'mysql://root@127.0.0.1:3306/test';
const KiB = 1024;
const round = (value) => Math.round(value * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The api's bench database tool (create, seed, drop), in a child process under tsx. */
function databaseTool(...args) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(workspace, 'api/bench/bench-database-cli.ts'), ...args],
    { cwd: join(workspace, 'api'), stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`bench-database-cli ${args[0]} failed`);
}

function databaseUrl(name) {
  const url = new URL(MYSQL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A catalogue on MariaDB with its API and its copy of the build. */
async function startCatalogue(label, builtDir, { demo }) {
  const name = `kirana_pages_${label}_${Date.now().toString(36)}`;
  const url = databaseUrl(name);
  databaseTool('create', url);
  try {
    if (!demo) {
      console.log(`Seeding ${PRODUCTS} generated products…`);
      databaseTool('seed', url, String(PRODUCTS));
    }
    const port = await freePort();
    const api = await startApiForTests({
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      DATABASE_URL: url,
      SEED_DEMO: String(demo),
      STOREFRONT_ORIGIN: `http://127.0.0.1:${port}`,
    });
    const site = await serveBuild(builtDir, api.url, port);
    return {
      label,
      api: api.url,
      origin: site.origin,
      async close() {
        await site.close();
        await api.stop();
        databaseTool('drop', url);
      },
    };
  } catch (error) {
    databaseTool('drop', url);
    throw error;
  }
}

/**
 * The pages to open, for one catalogue: what to wait for is "this many cards (or lines) of
 * that list are on screen" or the product's name as the heading.
 */
async function pagesOf(catalogue) {
  const res = await fetch(`${catalogue.api}/api/product/list?inStock=true&limit=10`);
  const { products } = await res.json();
  const product = products[0];
  const cart = Object.fromEntries(products.map((p) => [p._id, 1]));
  return [
    { page: 'home', path: '/', list: 'Best Sellers', count: 5 },
    { page: 'all products', path: '/products', list: 'Products', count: 24 },
    { page: 'a category', path: '/products/fruits', list: 'Fresh Fruits', count: 5 },
    { page: 'a search', path: '/products?search=fresh', list: 'Products', count: 5 },
    {
      page: 'a product',
      path: `/products/${product.category.toLowerCase()}/${product._id}`,
      heading: product.name,
    },
    { page: 'a cart of 10', path: '/cart', list: 'Cart items', count: 10, cart },
  ];
}

/** Runs in the page: the time since navigation once the content is on screen, else false. */
function contentShown({ list, count, heading }) {
  const shown = heading
    ? [...document.querySelectorAll('h1')].some((h1) => h1.textContent === heading)
    : document.querySelectorAll(`ul[aria-label="${list}"] > li`).length >= count;
  return shown ? performance.now() : false;
}

async function visit(browser, origin, target) {
  const context = await browser.newContext(PHONE);
  try {
    if (target.cart) {
      await context.addInitScript((items) => {
        localStorage.setItem('kirana.cart', JSON.stringify(items));
      }, target.cart);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const bytes = new Map();
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
      bytes.set(requestId, encodedDataLength),
    );
    const sum = () => [...bytes.values()].reduce((total, n) => total + n, 0);
    await page.goto(`${origin}${target.path}`, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(contentShown, target, {
      polling: 'raf',
      timeout: 30_000,
    });
    const shownMs = await shown.jsonValue();
    await page.waitForLoadState('networkidle');
    const openedBytes = sum();
    for (let step = 0; step < 20; step += 1) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    return { shownMs, openedKiB: openedBytes / KiB, scrolledKiB: sum() / KiB };
  } finally {
    await context.close();
  }
}

const builtDir = await buildStorefront();
const started = [];
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  console.log('Starting the demo catalogue and the generated one, on MariaDB…');
  const demo = await startCatalogue('demo', builtDir, { demo: true });
  started.push(demo);
  const large = await startCatalogue('large', builtDir, { demo: false });
  started.push(large);
  const targets = { demo: await pagesOf(demo), large: await pagesOf(large) };
  const runs = { demo: targets.demo.map(() => []), large: targets.large.map(() => []) };
  // One warm-up visit of each page each, then the measured runs, the catalogues in turn.
  for (let run = 0; run <= RUNS; run += 1) {
    console.log(run === 0 ? 'Warming up…' : `Run ${run} of ${RUNS}…`);
    for (let i = 0; i < targets.demo.length; i += 1) {
      for (const [key, catalogue] of [
        ['demo', demo],
        ['large', large],
      ]) {
        const measured = await visit(browser, catalogue.origin, targets[key][i]);
        if (run > 0) runs[key][i].push(measured);
      }
    }
  }

  const pages = targets.demo.map((target, i) => {
    const of = (key, field) => median(runs[key][i].map((r) => r[field]));
    const demoMs = of('demo', 'shownMs');
    const largeMs = of('large', 'shownMs');
    const scrolledKiB = round(Math.max(...runs.large[i].map((r) => r.scrolledKiB)));
    const ratio = Math.round((largeMs / demoMs) * 100) / 100;
    return {
      page: target.page,
      'demo shown ms': Math.round(demoMs),
      [`${PRODUCTS} shown ms`]: Math.round(largeMs),
      ratio,
      'demo KiB': round(of('demo', 'scrolledKiB')),
      [`${PRODUCTS} opened KiB`]: round(of('large', 'openedKiB')),
      [`${PRODUCTS} scrolled KiB (max)`]: scrolledKiB,
      withinBudget: ratio <= BUDGET.timeRatio && scrolledKiB <= BUDGET.KiB,
    };
  });
  console.log(
    `\nMedians of ${RUNS} runs; transfer scrolled to the footer, cache off (budgets: ${BUDGET.KiB} KiB, ${BUDGET.timeRatio}x)`,
  );
  console.table(pages);
  writeResults('catalogue-pages', {
    measuredAt: new Date().toISOString(),
    database: 'MariaDB',
    products: PRODUCTS,
    runs: RUNS,
    phone: PHONE,
    budgets: BUDGET,
    pages,
  });
  if (pages.some((page) => !page.withinBudget)) process.exitCode = 1;
} finally {
  await browser.close();
  for (const catalogue of started) await catalogue.close();
  rmSync(builtDir, { recursive: true, force: true });
}
