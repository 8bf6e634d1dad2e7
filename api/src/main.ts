import { createServer } from 'node:http';
import { createApp } from './app.ts';
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

  const app = createApp({ config, db, logger });
  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host, () => {
    logger.info(
      { port: config.port, database: config.databaseUrl.split(':')[0] },
      `API listening on ${config.publicApiUrl}`,
    );
    printDemoSellerBanner(config);
  });

  // SIGTERM (orchestrators) and SIGINT (Ctrl-C): stop accepting, let requests in flight
  // finish, then close the database pool.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('forcing shutdown after grace period');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      void db.destroy().finally(() => {
        logger.info('stopped');
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error('The API could not start:', err);
  process.exit(1);
});
