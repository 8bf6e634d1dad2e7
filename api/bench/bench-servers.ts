// Child processes for the benchmark, so the load generator does not share a CPU thread
// with the server it measures. `api`: the real API on the bench database. `bare`: a bare
// Koa handler answering fixed bytes with the same compression settings as the API.
import { createServer } from 'node:http';
import Koa from 'koa';
import compress from 'koa-compress';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/knex.ts';
import { createLogger } from '../src/lib/logger.ts';
import { COMPRESSION } from '../src/http/compression.ts';

const mode = process.argv[2];

async function main() {
  if (mode === 'api') {
    const config = loadConfig();
    const db = createDb(config.databaseUrl, { poolMax: Number(process.env.BENCH_POOL_MAX ?? 16) });
    const app = createApp({ config, db, logger: createLogger({ level: 'silent', pretty: false }) });
    listen(createServer(app.callback()));
    return;
  }
  if (mode === 'bare') {
    const body = await (await fetch(process.env.BENCH_BODY_FROM!)).text();
    const app = new Koa();
    app.silent = true;
    app.use(compress(COMPRESSION));
    app.use(async (ctx) => {
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = body;
    });
    listen(createServer(app.callback()));
    return;
  }
  throw new Error(`unknown mode ${mode}`);
}

function listen(server: ReturnType<typeof createServer>) {
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address === 'object') process.stdout.write(`LISTENING ${address.port}\n`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
