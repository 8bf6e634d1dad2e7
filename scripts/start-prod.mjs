#!/usr/bin/env node
// `npm run start:prod`: a trial run of the production build on this machine — the API
// (api/dist, NODE_ENV=production) and the two built apps, each on its own origin.
// Build first with `npm run build`. The API's own variables (DATABASE_URL, SESSION_SECRET,
// SELLER_EMAIL, SELLER_PASSWORD, …) come from the environment; see docs/deploy.md.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveApp } from './serve-static.mjs';

const root = join(import.meta.dirname, '..');
const env = process.env;
const apiPort = Number(env.PORT ?? 4000);
const shopPort = Number(env.STOREFRONT_PORT ?? 8080);
const adminPort = Number(env.SELLER_CONSOLE_PORT ?? 8081);
// Three origins on one machine: a different port each (or host names, behind a proxy).
const apiUrl = env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`;
const storefrontOrigin = env.STOREFRONT_ORIGIN ?? `http://localhost:${shopPort}`;
const sellerOrigin = env.SELLER_CONSOLE_ORIGIN ?? `http://localhost:${adminPort}`;

for (const built of [
  'api/dist/main.js',
  'storefront/dist/index.html',
  'seller-console/dist/index.html',
]) {
  if (!existsSync(join(root, built))) {
    console.error(`Missing ${built}: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const api = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...env,
    NODE_ENV: 'production',
    PORT: String(apiPort),
    PUBLIC_API_URL: apiUrl,
    STOREFRONT_ORIGIN: storefrontOrigin,
    SELLER_CONSOLE_ORIGIN: sellerOrigin,
  },
});

const host = env.STATIC_HOST ?? '0.0.0.0';
const shop = await serveApp({
  dir: join(root, 'storefront/dist'),
  port: shopPort,
  host,
  apiUrl,
  publicUrl: storefrontOrigin,
});
const admin = await serveApp({
  dir: join(root, 'seller-console/dist'),
  port: adminPort,
  host,
  apiUrl,
  publicUrl: sellerOrigin,
});
console.log(
  `\n  storefront      ${shop.url}\n  seller console  ${admin.url}\n  API             ${apiUrl}\n`,
);

let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await Promise.all([shop.close(), admin.close()]);
  process.exit(code);
};
api.on('exit', (code) => void stop(code ?? 1));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
