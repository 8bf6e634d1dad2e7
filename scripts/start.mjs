#!/usr/bin/env node
// `npm start`: the whole store for development — API (embedded SQLite + demo catalogue),
// storefront and seller console — in one terminal. Ctrl-C stops all three.
import { concurrently } from 'concurrently';

const { result } = concurrently(
  [
    { name: 'api', command: 'npm run start -w @kirana/api', prefixColor: 'green' },
    { name: 'shop', command: 'npm run dev -w @kirana/storefront', prefixColor: 'cyan' },
    { name: 'seller', command: 'npm run dev -w @kirana/seller-console', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure'], prefix: 'name', restartTries: 0 },
);

console.log(
  '\n  Kirana is starting:\n' +
    '    storefront      http://localhost:5173\n' +
    '    seller console  http://localhost:5174\n' +
    '    API             http://localhost:4000\n',
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
