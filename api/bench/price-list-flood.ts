// `npm run bench:price-list`: a seller uploads hostile 5 MB price lists (blank lines, one
// endless cell, one endless row of delimiters, rows of one cell), each kind back to back for
// 6 s, while a shopper's product page is requested 50 times a second on MariaDB. Prints that
// page's p99 at rest and during each kind (target under 100 ms) and how long each upload
// took to be refused; writes bench-results/price-list.json. A script, not a test.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createDb } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { seedDemoCatalogue } from '../src/db/seed/seed-demo-catalogue.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { createSellerService } from '../src/modules/seller/seller.service.ts';
import { benchApiEnv, children, runBench, startServer } from './bench-kit.ts';
import { openLoop, type OpenLoopResult } from './open-loop.ts';
import { HOSTILE_FILES, type UploadAnswer } from './price-list-uploader.ts';

const SELLER = { email: 'bench-seller@example.com', password: 'bench-seller-password' };
const PAGE_RATE = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);

/**
 * Starts price-list-uploader.ts for one kind of file: `ready` once it uploads, `answers`
 * once it is done.
 */
function uploadsFromAnotherProcess(api: string, cookie: string, kind: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'price-list-uploader.ts'),
      api,
      cookie,
      kind,
      String(SECONDS),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  let output = '';
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.startsWith('READY\n')) resolve();
    }),
  );
  const answers = new Promise<UploadAnswer[]>((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.slice('READY\n'.length)) as UploadAnswer[])
        : reject(new Error(`uploader exited with ${code}`)),
    ),
  );
  return { ready, answers };
}

/** Uploads of one kind: how many, what they were answered, how long each took to come back. */
function summed(answers: UploadAnswer[]) {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    uploads: answers.length,
    statuses: [...new Set(answers.map((a) => a.status))].join('/'),
    minMs: ms[0] ?? 0,
    medianMs: ms[Math.floor(ms.length / 2)] ?? 0,
    maxMs: ms.at(-1) ?? 0,
    message: answers[0]?.message ?? '',
  };
}

runBench('price-list', async (databaseUrl) => {
  const db = createDb(databaseUrl);
  await migrateLatest(db);
  await seedDemoCatalogue(db);
  await createSellerService(db, createPasswordHasher()).ensure(SELLER.email, SELLER.password);
  await db.destroy();
  const api = await startServer('api', benchApiEnv(databaseUrl));
  const login = await fetch(`${api}/api/seller/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SELLER),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { products } = (await (await fetch(`${api}/api/product/list`)).json()) as {
    products: { _id: string }[];
  };
  const page = `/api/product/${products[0]!._id}`;
  const pageLoad = (seconds: number) =>
    openLoop({
      url: api,
      method: 'GET',
      ratePerSecond: PAGE_RATE,
      seconds,
      connections: 8,
      next: () => ({ path: page, headers: {}, body: '' }),
    });

  console.log(`Product page alone, ${PAGE_RATE}/s for 5 s…`);
  await pageLoad(2);
  const atRest = await pageLoad(5);

  const during: Record<string, { page: OpenLoopResult; uploads: ReturnType<typeof summed> }> = {};
  for (const kind of Object.keys(HOSTILE_FILES)) {
    console.log(
      `Product page at ${PAGE_RATE}/s for ${SECONDS} s, ${kind} (5 MB) uploaded over and over…`,
    );
    const uploader = uploadsFromAnotherProcess(api, cookie, kind);
    await uploader.ready;
    const page = await pageLoad(SECONDS);
    during[kind] = { page, uploads: summed(await uploader.answers) };
  }

  const results = {
    measuredAt: new Date().toISOString(),
    database: 'MariaDB',
    pageRatePerSecond: PAGE_RATE,
    pageAtRest: atRest,
    during,
  };
  console.log('\nResults');
  console.table({
    'page at rest': atRest,
    ...Object.fromEntries(
      Object.entries(during).map(([kind, r]) => [`page during ${kind}`, r.page]),
    ),
  });
  console.table(Object.fromEntries(Object.entries(during).map(([kind, r]) => [kind, r.uploads])));
  console.log('target: the page’s p99 under 100 ms during every upload');
  return results;
});
