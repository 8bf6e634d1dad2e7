// The mail worker's process (notification/mail-worker.ts starts it from main.ts): the same
// settings and services as the API, of which it runs only the mail outbox. It exits when
// the API asks, or when the API is gone.
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/knex.ts';
import { createLogger } from './lib/logger.ts';
import { machineBusy } from './lib/machine-busy.ts';
import { createServices } from './services.ts';

/** Share of every core the others' work must exceed for the worker to hold back. */
const MACHINE_BUSY_ABOVE = 0.75;

// Before anything slow: an API that dies while this process is still starting (on a busy
// machine, at nice 19, that takes a while) must not leave it running with nobody to stop it.
let stopRequested = false;
let stop = () => {
  stopRequested = true;
};
process.on('disconnect', () => stop());
if (!process.connected) process.exit(0);

async function main() {
  const config = loadConfig();
  const logger = createLogger({
    level: config.logLevel,
    pretty: config.logFormat === 'pretty',
  }).child({ worker: 'mail' });
  // A few connections are plenty: one batch is claimed, read and marked at a time.
  const db = createDb(config.databaseUrl, { poolMax: 2 });
  // The API's requests and the database's queries come first: while they keep the cores
  // busier than this, emails go out in a trickle (mail-outbox.ts) and the rest just after.
  const services = createServices(db, config, logger, {
    notifications: { mailOthersBusy: machineBusy({ above: MACHINE_BUSY_ABOVE }) },
  });
  const { mailOutbox } = services;
  mailOutbox.start();

  let stopping = false;
  stop = () => {
    if (stopping) return;
    stopping = true;
    void mailOutbox
      .stop()
      .then(() => services.close())
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  };
  process.on('message', (message) => {
    if (message === 'poke') mailOutbox.poke();
    if (message === 'stop') stop();
  });
  // The API went away without asking (it crashed, or was killed), maybe while we started.
  if (stopRequested || !process.connected) stop();
  // Ctrl-C in a terminal reaches the whole group: the API stops this worker itself.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error('The mail worker could not start:', err);
  process.exit(1);
});
