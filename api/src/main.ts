import { createServer } from 'node:http';
import { createApp } from './app.ts';
import { mailWorkerFor, startBackgroundWork } from './background-work.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/knex.ts';
import { migrateLatest } from './db/migrate.ts';
import { printDemoSellerBanner } from './db/seed/demo-seller-banner.ts';
import { ensureStartupData } from './db/seed/startup-data.ts';
import { createLogger } from './lib/logger.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  // Not tied to a TTY: `npm start` runs the API under concurrently, whose pipes are not one.
  const logger = createLogger({ level: config.logLevel, pretty: config.logFormat === 'pretty' });
  const db = createDb(config.databaseUrl);

  const applied = await migrateLatest(db);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');
  await ensureStartupData(db, config, logger);

  const mailWorker = mailWorkerFor(config, logger);
  const app = createApp({ config, db, logger, options: { notifications: { mailWorker } } });
  const { sellerStreams } = app.context.services;
  const background = startBackgroundWork(app.context.services, mailWorker);
  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host, () => {
    logger.info(
      { port: config.port, database: config.databaseUrl.split(':')[0] },
      `API listening on ${config.publicApiUrl}`,
    );
    printDemoSellerBanner(config);
    // A parent that forked us over IPC (the tests' harness) learns that this process, and not
    // another one on the port, is the one listening.
    process.send?.({ listening: config.port });
  });

  // SIGTERM (orchestrators) and SIGINT (Ctrl-C): answer "not ready" for SHUTDOWN_DRAIN_MS so
  // a load balancer moves traffic away, then stop accepting, let requests in flight finish,
  // and close the pools.
  let stopping = false;
  const services = app.context.services;
  const stop = () => {
    const force = setTimeout(() => {
      logger.warn('forcing shutdown after grace period');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Open event streams would hold the server open; consoles reconnect elsewhere.
    sellerStreams.closeAll();
    server.close(() => {
      void background
        .stop()
        .then(() => services.close())
        .then(() => db.destroy())
        .finally(() => {
          logger.info('stopped');
          process.exit(0);
        });
    });
    server.closeIdleConnections();
    // The streams just ended leave their connections idle a moment later.
    setTimeout(() => server.closeIdleConnections(), 100).unref();
  };
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.readiness.draining = true;
    logger.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    setTimeout(stop, config.shutdownDrainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Forked over IPC by a parent that has gone (a test run that crashed): nobody will stop us.
  process.on('disconnect', () => shutdown('disconnect'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error('The API could not start:', err);
  process.exit(1);
});
