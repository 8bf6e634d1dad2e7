// Production-mode journey harness: the built API (api/dist, NODE_ENV=production) on a fresh
// MariaDB database, and the two built apps served by the production static server, each
// on its own host name: shop.kirana.test, admin.kirana.test, api.kirana.test (Chromium maps
// them to loopback), plus a foreign site, evil.example, that must not be able to touch a
// shopper's data.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { serveApp } from '../../scripts/serve-static.mjs';
import { apiListening, freePort } from '../api-test-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser.mjs';

const root = join(import.meta.dirname, '..', '..');
const mysqlUrl = new URL(process.env.KIRANA_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test');
export const SELLER = { email: 'owner@kirana.test', password: 'production-seller-pass' };

export default async function setup(project) {
  const [apiPort, shopPort, adminPort, evilPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const origins = {
    api: `http://api.kirana.test:${apiPort}`,
    shop: `http://shop.kirana.test:${shopPort}`,
    admin: `http://admin.kirana.test:${adminPort}`,
    evil: `http://evil.example:${evilPort}`,
  };
  const database = `kirana_e2e_${randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection({
    host: mysqlUrl.hostname,
    port: Number(mysqlUrl.port || 3306),
    user: decodeURIComponent(mysqlUrl.username),
    password: decodeURIComponent(mysqlUrl.password),
  });
  await admin.query(
    `CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  const databaseUrl = new URL(mysqlUrl);
  databaseUrl.pathname = `/${database}`;

  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin.end();
  };
  try {
    let output = '';
    const api = fork(join(root, 'api/dist/main.js'), [], {
      execArgv: [],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(apiPort),
        DATABASE_URL: databaseUrl.toString(),
        SESSION_SECRET: randomBytes(32).toString('hex'),
        SELLER_EMAIL: SELLER.email,
        SELLER_PASSWORD: SELLER.password,
        SEED_DEMO: 'true',
        STOREFRONT_ORIGIN: origins.shop,
        SELLER_CONSOLE_ORIGIN: origins.admin,
        PUBLIC_API_URL: origins.api,
        // The browser talks plain HTTP to these test hosts; behind TLS this stays true.
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'warn',
        // Order emails (no SMTP_URL here) go to a temporary folder, not the checkout.
        MAIL_OUTBOX_DIR: join(tmpdir(), `kirana-prod-outbox-${database}`),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    api.stdout.on('data', (d) => (output += d));
    api.stderr.on('data', (d) => (output += d));
    stops.push(async () => {
      if (api.exitCode === null) {
        api.kill('SIGTERM');
        await new Promise((r) => api.once('exit', r));
      }
    });
    await apiListening(api).catch((err) => {
      throw new Error(`${err.message}\n${output}`);
    });
    const shop = await serveApp({
      dir: join(root, 'storefront/dist'),
      port: shopPort,
      apiUrl: origins.api,
    });
    stops.push(shop.close);
    const console_ = await serveApp({
      dir: join(root, 'seller-console/dist'),
      port: adminPort,
      apiUrl: origins.api,
    });
    stops.push(console_.close);
    // The foreign site: a page whose script the test runs in the shopper's browser.
    const evil = createServer((_req, res) => {
      res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end('<!doctype html><title>Totally not evil</title><h1>Win a prize</h1>');
    });
    await new Promise((r) => evil.listen(evilPort, '127.0.0.1', r));
    stops.push(() => new Promise((r) => evil.close(r)));
  } catch (err) {
    await stopAll();
    throw err;
  }

  project.provide('origins', origins);
  project.provide('seller', SELLER);
  project.provide('chromium', {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--host-resolver-rules=MAP *.kirana.test 127.0.0.1, MAP evil.example 127.0.0.1',
    ],
  });
  return stopAll;
}
