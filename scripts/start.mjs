#!/usr/bin/env node
// `npm start`: the whole store for development — API (embedded SQLite + demo catalogue),
// storefront and seller console — in one terminal. Ctrl-C stops all three.
// Ports: PORT (API, 4000), STOREFRONT_PORT (5173), SELLER_CONSOLE_PORT (5174). A port
// already taken stops the start at once, naming the setting that moves it.
import { concurrently } from 'concurrently';
import { portsTaken } from './ports-taken.mjs';

const ports = [
  { setting: 'PORT', port: Number(process.env.PORT || 4000), what: 'the API' },
  {
    setting: 'STOREFRONT_PORT',
    port: Number(process.env.STOREFRONT_PORT || 5173),
    what: 'the storefront',
  },
  {
    setting: 'SELLER_CONSOLE_PORT',
    port: Number(process.env.SELLER_CONSOLE_PORT || 5174),
    what: 'the seller console',
  },
];
const taken = await portsTaken(ports);
if (taken.length > 0) {
  for (const { port, what, setting } of taken)
    console.error(
      `Port ${port} (${what}) is already in use. Stop what uses it, or move ${what} elsewhere: ${setting}=${port + 10} npm start`,
    );
  process.exit(1);
}

const [api, storefront, seller] = ports.map(({ port }) => port);
// The apps call the API where it listens, and the API lets in the apps where they are.
const env = {
  ...process.env,
  PORT: String(api),
  STOREFRONT_PORT: String(storefront),
  SELLER_CONSOLE_PORT: String(seller),
  VITE_API_URL: process.env.VITE_API_URL || `http://localhost:${api}`,
  STOREFRONT_ORIGIN: process.env.STOREFRONT_ORIGIN || `http://localhost:${storefront}`,
  SELLER_CONSOLE_ORIGIN: process.env.SELLER_CONSOLE_ORIGIN || `http://localhost:${seller}`,
};

const { result } = concurrently(
  [
    { name: 'api', command: 'npm run start -w @kirana/api', prefixColor: 'green', env },
    { name: 'shop', command: 'npm run dev -w @kirana/storefront', prefixColor: 'cyan', env },
    {
      name: 'seller',
      command: 'npm run dev -w @kirana/seller-console',
      prefixColor: 'magenta',
      env,
    },
  ],
  { killOthersOn: ['failure'], prefix: 'name', restartTries: 0 },
);

console.log(
  '\n  Kirana is starting:\n' +
    `    storefront      http://localhost:${storefront}\n` +
    `    seller console  http://localhost:${seller}\n` +
    `    API             http://localhost:${api}\n`,
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
