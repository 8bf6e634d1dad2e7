// Shared by the benchmarks: the API (and the bare handler) in child processes, so a load
// generator does not share a CPU thread with the server it measures, and a MariaDB
// database of their own.
import type autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../src/db/knex.ts';
import { workspaceRoot } from '../src/paths.ts';

export const children: ChildProcess[] = [];

/** What the benches report of an autocannon run. */
export const summary = (r: autocannon.Result) => ({
  requestsPerSecond: Math.round(r.requests.average),
  p50ms: r.latency.p50,
  p99ms: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
});

export function startServer(
  mode: 'api' | 'bare' | 'bare-precompressed',
  env: NodeJS.ProcessEnv,
): Promise<string> {
  // BENCH_PROFILE=<dir> writes a V8 CPU profile of the API process there.
  const profile =
    mode === 'api' && process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', join(import.meta.dirname, 'bench-servers.ts'), mode],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /LISTENING (\d+)/.exec(String(chunk));
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

const adminUrl =
  process.env.KIRANA_BENCH_MYSQL_URL ??
  process.env.KIRANA_TEST_MYSQL_URL ??
  'mysql://root@127.0.0.1:3306/test';

/** The API's environment for a benchmark: production mode on that database. */
export const benchApiEnv = (databaseUrl: string, extra: NodeJS.ProcessEnv = {}) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: randomBytes(32).toString('hex'),
  SELLER_EMAIL: 'bench-seller@example.com',
  SELLER_PASSWORD: 'bench-seller-password',
  COOKIE_SECURE: 'false',
  SEED_DEMO: 'false',
  PUBLIC_API_URL: 'http://127.0.0.1',
  // The API's threads log nothing, as the bench servers' own logger (a line per email or
  // request would measure the log pipe).
  LOG_LEVEL: 'silent',
  // Each bench shopper places orders far faster than a person would, and each of those
  // orders' emails is composed and written, as a shop's real shoppers' would be.
  RATE_LIMIT_ORDERS: '100000/1m',
  MAIL_PER_RECIPIENT_PER_HOUR: '10000',
  // Without SMTP_URL the order emails are files: out of the checkout.
  MAIL_OUTBOX_DIR: join(tmpdir(), 'kirana-bench-outbox'),
  ...extra,
});

/**
 * Runs a benchmark on a MariaDB database of its own (created, then dropped) and writes
 * what it returns to bench-results/<name>.json. Child servers are stopped either way.
 */
export function runBench(name: string, bench: (databaseUrl: string) => Promise<unknown>): void {
  const run = async () => {
    const database = `kirana_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
    const admin = createDb(adminUrl, { poolMax: 1 });
    await admin.raw(
      `CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    try {
      const results = await bench(url.toString());
      const dir = join(workspaceRoot, 'bench-results');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
    } finally {
      for (const child of children) child.kill('SIGTERM');
      await admin.raw(`DROP DATABASE IF EXISTS \`${database}\``);
      await admin.destroy();
    }
  };
  run().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      for (const child of children) child.kill('SIGKILL');
      process.exit(1);
    },
  );
}

/** Signs `count` customers up, 8 at a time, each with one address; keeps their cookies. */
export async function createCustomers(api: string, count: number) {
  const customers: { cookie: string; addressId: string }[] = [];
  const one = async (i: number) => {
    const res = await fetch(`${api}/api/user/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: `Bench ${i}`,
        email: `bench.${i}.${randomBytes(3).toString('hex')}@example.com`,
        password: 'bench-password-1',
      }),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const address = await fetch(`${api}/api/address/add`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({
        address: {
          firstName: 'B',
          lastName: 'C',
          email: 'b@example.com',
          street: '1 Road',
          city: 'Pune',
          state: 'Maharashtra',
          zipcode: '411001',
          country: 'India',
          phone: '9876543210',
        },
      }),
    });
    const { address: saved } = (await address.json()) as { address: { _id: string } };
    customers.push({ cookie, addressId: saved._id });
  };
  for (let i = 0; i < count; i += 8)
    await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, k) => one(i + k)));
  return customers;
}
