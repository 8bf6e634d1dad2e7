// `npm run bench:shop`: the seller's day on MariaDB. Imports a price list of 5,000 new
// products, imports it again changed (5,000 updates) and unchanged, then has 50 customers
// order the last units of one counted product at the same instant. Prints the times and
// the answers and writes bench-results/shop.json. A script, not a test: it asserts nothing.
import { createDb } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { createSellerService } from '../src/modules/seller/seller.service.ts';
import { benchApiEnv, createCustomers, runBench, startServer } from './bench-kit.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const BUYERS = 50;
const UNITS = 20;
const SELLER = { email: 'bench-seller@example.com', password: 'bench-seller-password' };
const HEADER = 'sku,name,category,price,offerPrice,weight,stock,inStock,description';
const CATEGORIES = ['Vegetables', 'Fruits', 'Drinks', 'Instant', 'Dairy', 'Bakery', 'Grains'];

function priceList(priceOffset: number): string {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const price = 50 + (i % 400) + priceOffset;
    return [
      `BENCH-${String(i).padStart(5, '0')}`,
      `Bench product ${i}`,
      CATEGORIES[i % CATEGORIES.length],
      price.toFixed(2),
      (price - 5).toFixed(2),
      '500 g',
      i % 3 === 0 ? '' : String(i % 50),
      'true',
      `"Generated for the benchmark\nItem number ${i}"`,
    ].join(',');
  });
  return [HEADER, ...rows].join('\r\n');
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { seconds: Math.round((performance.now() - started) / 10) / 100, result };
}

runBench('shop', async (databaseUrl) => {
  const db = createDb(databaseUrl);
  await migrateLatest(db);
  await createSellerService(db, createPasswordHasher()).ensure(SELLER.email, SELLER.password);
  await db.destroy();
  const api = await startServer(
    'api',
    benchApiEnv(databaseUrl, { RATE_LIMIT_REGISTER: '100000/1m', RATE_LIMIT_LOGIN: '1000/1m' }),
  );
  const login = await fetch(`${api}/api/seller/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SELLER),
  });
  const seller = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const importFile = async (csv: string) => {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'prices.csv');
    const res = await fetch(`${api}/api/product/import`, {
      method: 'POST',
      headers: { Cookie: seller },
      body: form,
    });
    const body = (await res.json()) as Record<string, unknown>;
    return {
      status: res.status,
      created: body.created,
      updated: body.updated,
      unchanged: body.unchanged,
    };
  };

  console.log(`Importing ${ROWS} new products…`);
  const create = await timed(() => importFile(priceList(0)));
  console.log(`Importing the same ${ROWS} with new prices…`);
  const update = await timed(() => importFile(priceList(10)));
  console.log('Importing it once more, unchanged…');
  const same = await timed(() => importFile(priceList(10)));

  console.log(`${BUYERS} customers order the last ${UNITS} units of one product at once…`);
  const products = (await (await fetch(`${api}/api/product/list`)).json()) as {
    products: { _id: string; sku?: string }[];
  };
  const target = products.products.find((p) => p.sku === 'BENCH-00001')!;
  const setStock = new FormData();
  setStock.append('productData', JSON.stringify({ id: target._id, stock: UNITS }));
  await fetch(`${api}/api/product/update`, {
    method: 'POST',
    headers: { Cookie: seller },
    body: setStock,
  });
  const customers = await createCustomers(api, BUYERS);
  const rush = await timed(() =>
    Promise.all(
      customers.map(async (c) => {
        const res = await fetch(`${api}/api/order/cod`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: c.cookie },
          body: JSON.stringify({
            address: c.addressId,
            items: [{ product: target._id, quantity: 1 }],
          }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    ),
  );
  const answers: Record<number, number> = {};
  for (const status of rush.result) answers[status] = (answers[status] ?? 0) + 1;
  const after = (await (await fetch(`${api}/api/product/list`)).json()) as {
    products: { _id: string; stock: number | null }[];
  };

  const results = {
    measuredAt: new Date().toISOString(),
    database: 'MariaDB',
    importRows: ROWS,
    importCreate: { seconds: create.seconds, ...create.result },
    importUpdate: { seconds: update.seconds, ...update.result },
    importUnchanged: { seconds: same.seconds, ...same.result },
    rush: {
      buyers: BUYERS,
      units: UNITS,
      seconds: rush.seconds,
      answers,
      stockAfter: after.products.find((p) => p._id === target._id)?.stock,
    },
  };
  console.log('\nResults');
  console.table({
    'import, 5,000 new': results.importCreate,
    'import, 5,000 changed': results.importUpdate,
    'import, unchanged': results.importUnchanged,
  });
  console.log(
    `rush: ${JSON.stringify(answers)} in ${rush.seconds} s; stock after = ${results.rush.stockAfter} (expected ${UNITS} × 201, ${BUYERS - UNITS} × 409, no 5xx, stock 0)`,
  );
  console.log(`import target: at most 10 s for ${ROWS} rows`);
  return results;
});
