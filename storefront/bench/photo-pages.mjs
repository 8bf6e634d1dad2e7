#!/usr/bin/env node
// What a shopper's phone downloads once a shop uses real photos (`npm run bench:photo-pages`;
// a script, not a timed test). Five products whose only pictures are 12 MP phone JPEGs
// (about 3 MB each, generated here), every demo product out of stock, a phone viewport
// (412x823, DPR 2.6), cache off:
//   1. the home page, scrolled to the footer: at most 350 KiB in all
//   2. a product page (one of the five; its four companions are its related products) as it
//      opens: at most 300 KiB. Scrolled to the footer it is reported too: the related
//      products' pictures load only then (lazily, below the fold).
// Also prints each picture request (which width the browser chose). Writes
// bench-results/photo-pages.json and exits 1 when a budget is missed.
// The workspace's shared test-API seller and photo generator (scripts, not app code).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { TEST_SELLER } from '../../tools/api-test-server.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { phonePhoto } from '../../tools/phone-photo.mjs';
import { startBenchSite, writeResults } from './bench-site.mjs';
import { measureTransfer } from './browser-measurements.mjs';

const BUDGET = { homeKiB: 350, productPageKiB: 300 };
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.6 };
const SELLER_ORIGIN = 'http://localhost:5174';
const KiB = 1024;
const round = (value) => Math.round(value * 10) / 10;

/** The seller's side, through the API as the console would call it. */
async function sellerSession(api) {
  const res = await fetch(`${api}/api/seller/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SELLER_ORIGIN },
    body: JSON.stringify(TEST_SELLER),
  });
  if (!res.ok) throw new Error(`seller sign-in answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = async (path, init = {}) => {
    const answer = await fetch(`${api}${path}`, {
      ...init,
      headers: { ...init.headers, Cookie: cookie, Origin: SELLER_ORIGIN },
    });
    const body = await answer.json();
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${body.message}`);
    return body;
  };
  return call;
}

async function stockTheShop(api) {
  const call = await sellerSession(api);
  const { products } = await call('/api/product/list');
  for (const product of products) {
    await call('/api/product/stock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: product._id, inStock: false }),
    });
  }
  const added = [];
  for (let i = 1; i <= 5; i += 1) {
    console.log(`  photo ${i} of 5: generating and uploading…`);
    const photo = await phonePhoto(i, { orientation: i % 2 ? 6 : undefined });
    const form = new FormData();
    form.set(
      'productData',
      JSON.stringify({
        name: `Farm Photo ${i}`,
        category: 'Fruits',
        price: 120,
        offerPrice: 99,
        description: ['Photographed in the shop'],
      }),
    );
    form.set('images', new Blob([photo], { type: 'image/jpeg' }), `IMG_000${i}.jpg`);
    const { product } = await call('/api/product/add', { method: 'POST', body: form });
    added.push(product);
  }
  return added;
}

/** A page on the phone: bytes as it opens and scrolled to the footer, by type, pictures. */
async function transfer(url, ready) {
  const measured = await measureTransfer(url, { ...PHONE, ready });
  const kib = (bytes) => round(bytes / KiB);
  return {
    openedKiB: kib(measured.firstScreen.bytes),
    scrolledKiB: kib(measured.scrolled.bytes),
    requests: measured.scrolled.count,
    byTypeKiB: Object.fromEntries(
      Object.entries(measured.bytesByType).map(([type, bytes]) => [type, kib(bytes)]),
    ),
    pictures: measured.pictures.map((picture) => `${picture.path} ${kib(picture.bytes)} KiB`),
  };
}

const site = await startBenchSite();
try {
  console.log('Putting every demo product out of stock and adding five with phone photos…');
  const products = await stockTheShop(site.api.url);
  const first = products[0];
  console.log('Measuring on a phone (412x823, DPR 2.6)…');
  const home = await transfer(`${site.origin}/`, (page) =>
    page.getByRole('list', { name: 'Best Sellers' }).waitFor(),
  );
  const productPage = await transfer(
    `${site.origin}/products/${first.category.toLowerCase()}/${first._id}`,
    (page) => page.getByRole('heading', { level: 1, name: first.name }).waitFor(),
  );
  const results = {
    measuredAt: new Date().toISOString(),
    budgets: BUDGET,
    phone: PHONE,
    home: { ...home, withinBudget: home.scrolledKiB <= BUDGET.homeKiB },
    productPage: { ...productPage, withinBudget: productPage.openedKiB <= BUDGET.productPageKiB },
  };
  for (const [label, result, measured, budget] of [
    ['Home, scrolled to the footer', results.home, home.scrolledKiB, BUDGET.homeKiB],
    [
      'Product page, as it opens',
      results.productPage,
      productPage.openedKiB,
      BUDGET.productPageKiB,
    ],
  ]) {
    console.log(
      `\n${label}: ${measured} KiB (budget ${budget} KiB) ${result.withinBudget ? 'ok' : 'OVER BUDGET'}`,
    );
    console.log(
      `  opened ${result.openedKiB} KiB, scrolled to the footer ${result.scrolledKiB} KiB in ${result.requests} requests`,
    );
    console.log(`  by type (KiB): ${JSON.stringify(result.byTypeKiB)}`);
    for (const picture of result.pictures) console.log(`  ${picture}`);
  }
  writeResults('photo-pages', results);
  if (!results.home.withinBudget || !results.productPage.withinBudget) process.exitCode = 1;
} finally {
  await site.close();
}
