// `npm run bench:replicas`: cash-on-delivery orders per second, and their p99, with 1, 2 and
// 3 API processes on one MariaDB database and one Redis, behind a round-robin proxy, in one
// run. Each process is the production API (bench-servers.ts); 200 shoppers take turns, so
// no order waits on another of the same customer. Writes bench-results/replicas.json. A
// script, not a test: it asserts nothing.
import autocannon from 'autocannon';
import { createDb } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { createPasswordHasher } from '../src/lib/password.ts';
import { createSellerService } from '../src/modules/seller/seller.service.ts';
import { sessionCookie } from '../test/event-stream-client.ts';
import { startRoundRobinProxy } from '../test/round-robin-proxy.ts';
import { uniqueRedisPrefix } from '../test/test-redis.ts';
import {
  benchApiEnv,
  children,
  createCustomers,
  runBench,
  startServer,
  summary,
} from './bench-kit.ts';

const SELLER = { email: 'bench-seller@example.com', password: 'bench-seller-password' };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 32;
const SHOPPERS = 200;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

runBench('replicas', async (databaseUrl) => {
  const db = createDb(databaseUrl);
  await migrateLatest(db);
  await createSellerService(db, createPasswordHasher()).ensure(SELLER.email, SELLER.password);
  await db.destroy();
  const env = benchApiEnv(databaseUrl, {
    RATE_LIMIT_REGISTER: '100000/1m',
    REDIS_URL,
    REDIS_PREFIX: uniqueRedisPrefix(),
  });
  const replicas = await Promise.all([1, 2, 3].map(() => startServer('api', env)));
  const upstreams: string[] = [];
  const proxy = await startRoundRobinProxy(upstreams);
  try {
    upstreams.push(replicas[0]!);
    const seller = await sessionCookie(proxy.url, '/api/seller/login', SELLER);
    const form = new FormData();
    form.append(
      'file',
      new Blob([
        'sku,name,category,price,offerPrice,weight,stock,inStock,description\r\nREPLICA-1,Bench atta,Grains,300,280,5 kg,,true,For the bench',
      ]),
      'prices.csv',
    );
    await fetch(`${proxy.url}/api/product/import`, {
      method: 'POST',
      headers: { Cookie: seller },
      body: form,
    });
    const { products } = (await (await fetch(`${proxy.url}/api/product/list`)).json()) as {
      products: { _id: string }[];
    };
    const customers = await createCustomers(proxy.url, SHOPPERS);

    const results: Record<string, ReturnType<typeof summary>> = {};
    for (const count of [1, 2, 3]) {
      upstreams.splice(0, upstreams.length, ...replicas.slice(0, count));
      let turn = 0;
      const run = await autocannon({
        url: `${proxy.url}/api/order/cod`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (req) => {
              const customer = customers[turn++ % customers.length]!;
              return {
                ...req,
                headers: { 'content-type': 'application/json', cookie: customer.cookie },
                body: JSON.stringify({
                  address: customer.addressId,
                  items: [{ product: products[0]!._id, quantity: 1 }],
                }),
              };
            },
          },
        ],
      });
      results[`replicas${count}`] = summary(run);
      console.log(`${count} replica(s):`, results[`replicas${count}`]);
    }
    const base = results.replicas1!.requestsPerSecond;
    const report = {
      seconds: SECONDS,
      connections: CONNECTIONS,
      ...results,
      ordersPerSecondRatio: {
        two: Math.round((results.replicas2!.requestsPerSecond / base) * 100) / 100,
        three: Math.round((results.replicas3!.requestsPerSecond / base) * 100) / 100,
      },
      cores: (await import('node:os')).availableParallelism(),
      processes: children.length,
    };
    console.log(report.ordersPerSecondRatio);
    return report;
  } finally {
    await proxy.close();
  }
});
