// `npm run bench:flood`: 150 sign-ups arriving at once (each from its own address, as a
// botnet would, so the per-address limit does not stop them) while a shopper's browser
// keeps fetching a product image. Prints the image's latency before and during the flood
// and writes bench-results/register-flood.json. A script, not a test: it asserts nothing.
import { randomBytes } from 'node:crypto';
import { createDb } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { seedDemoCatalogue } from '../src/db/seed/seed-demo-catalogue.ts';
import { benchApiEnv, runBench, startServer } from './bench-kit.ts';
import { openLoop } from './open-loop.ts';

const SIGN_UPS = Number(process.env.BENCH_SIGN_UPS ?? 150);
// Image requests start on a fixed schedule whatever the server does, so a stall is charged
// to every request that waited through it (a closed loop would just send fewer).
const IMAGE_RATE = 50;

async function signUp(api: string, i: number): Promise<number> {
  const res = await fetch(`${api}/api/user/register`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      // A different client each time, through the one trusted proxy.
      'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    },
    body: JSON.stringify({
      name: `Flood ${i}`,
      email: `flood.${i}.${randomBytes(3).toString('hex')}@example.com`,
      password: 'flood-password-1',
    }),
  });
  await res.arrayBuffer();
  return res.status;
}

runBench('register-flood', async (databaseUrl) => {
  const db = createDb(databaseUrl);
  await migrateLatest(db);
  await seedDemoCatalogue(db);
  await db.destroy();
  // Default throttles; each sign-up comes from its own address through one trusted proxy.
  const api = await startServer('api', benchApiEnv(databaseUrl, { TRUST_PROXY: 'true' }));
  const imageLoad = (seconds: number) =>
    openLoop({
      url: api,
      method: 'GET',
      ratePerSecond: IMAGE_RATE,
      seconds,
      connections: 16,
      next: () => ({ path: '/images/demo/tomatoes.svg', headers: {}, body: '' }),
    });

  console.log(`Image alone, ${IMAGE_RATE}/s for 3 s…`);
  const idle = await imageLoad(3);

  console.log(`Image at ${IMAGE_RATE}/s while ${SIGN_UPS} sign-ups arrive at once…`);
  const imageRun = imageLoad(10);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: SIGN_UPS }, (_, i) => signUp(api, i)));
  const floodSeconds = (performance.now() - started) / 1000;
  const during = await imageRun;

  const answers: Record<number, number> = {};
  for (const status of statuses) answers[status] = (answers[status] ?? 0) + 1;
  const results = {
    measuredAt: new Date().toISOString(),
    signUps: SIGN_UPS,
    signUpAnswers: answers,
    floodSeconds: Math.round(floodSeconds * 10) / 10,
    imageAlone: idle,
    imageDuringFlood: during,
  };
  console.log('\nResults');
  console.table({ 'image alone': idle, 'image during the flood': during });
  console.log(`sign-ups answered: ${JSON.stringify(answers)} in ${results.floodSeconds} s`);
  console.log(`image p99 during the flood = ${during.p99ms} ms (target < 200)`);
  return results;
});
