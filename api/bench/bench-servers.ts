// Child processes for the benchmark, so the load generator does not share a CPU thread
// with the server it measures. `api`: the real API on the bench database. `bare`: a bare
// Koa handler answering fixed bytes with the same compression settings as the API.
// `bare-precompressed`: a bare handler sending the API's list bytes already compressed.
import { createServer, get } from 'node:http';
import Koa from 'koa';
import compress from 'koa-compress';
import { createApp } from '../src/app.ts';
import { mailWorkerFor, startBackgroundWork } from '../src/background-work.ts';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/knex.ts';
import { createLogger } from '../src/lib/logger.ts';
import { COMPRESSION } from '../src/http/compression.ts';

const mode = process.argv[2];

async function main() {
  if (mode === 'api') {
    const config = loadConfig();
    const db = createDb(config.databaseUrl, { poolMax: Number(process.env.BENCH_POOL_MAX ?? 16) });
    const logger = createLogger({ level: 'silent', pretty: false });
    // As in main.ts: the emails go out from the mail worker process (MAIL_WORKER=inline:
    // from this one; BENCH_NO_MAIL=1: not at all, to see what the order path costs alone).
    const mailWorker =
      process.env.BENCH_NO_MAIL === '1' ? undefined : mailWorkerFor(config, logger);
    const app = createApp({ config, db, logger, options: { notifications: { mailWorker } } });
    if (process.env.BENCH_NO_MAIL === '1') app.context.services.paymentHolds.start();
    else startBackgroundWork(app.context.services, mailWorker);
    // BENCH_LOOP=1: the event loop's delay every 5 s on stderr, to tell a stalled API from
    // requests waiting on the database.
    if (process.env.BENCH_LOOP === '1') {
      const { monitorEventLoopDelay } = await import('node:perf_hooks');
      const h = monitorEventLoopDelay({ resolution: 5 });
      h.enable();
      setInterval(() => {
        process.stderr.write(
          `LOOP p99=${(h.percentile(99) / 1e6).toFixed(1)}ms max=${(h.max / 1e6).toFixed(1)}ms\n`,
        );
        h.reset();
      }, 5000).unref();
    }
    listen(createServer(app.callback()));
    return;
  }
  if (mode === 'bare-precompressed') {
    // The list's bytes exactly as the API sends them, compressed once: what serving a
    // cached, pre-compressed body costs with nothing else around it.
    const encodings = ['br', 'gzip'] as const;
    const bodies = new Map<string, Buffer>();
    for (const encoding of encodings)
      bodies.set(encoding, await rawBytes(process.env.BENCH_BODY_FROM!, encoding));
    const app = new Koa();
    app.silent = true;
    app.use(async (ctx) => {
      const encoding = ctx.acceptsEncodings(...encodings) || 'gzip';
      ctx.type = 'application/json; charset=utf-8';
      ctx.set('Content-Encoding', encoding);
      ctx.body = bodies.get(encoding);
    });
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

/** A response body as sent, still compressed (fetch would decompress it). */
function rawBytes(url: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    }).on('error', reject);
  });
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
