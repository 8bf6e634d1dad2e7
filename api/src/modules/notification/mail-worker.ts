import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setPriority } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../../lib/logger.ts';

/** What the API process holds of the mail worker: a nudge after new mail, and a stop. */
export interface MailWorker {
  /** New messages are committed: look now rather than at the next poll. */
  poke(): void;
  /** Asks the worker to finish what it is sending and exit; resolves once it has. */
  stop(): Promise<void>;
  /** The worker process's id now (it changes when it is started again). */
  pid(): number | undefined;
}

export interface MailWorkerOptions {
  logger: Logger;
  /** The worker's environment (default: this process's): it reads the same settings. */
  env?: NodeJS.ProcessEnv;
  /** Node's options for it (default: this process's, so it runs under tsx where we do). */
  execArgv?: string[];
  /** Its scheduling priority, 0 to 19 (default 19): requests and the database come first. */
  nice?: number;
}

/** Pokes closer together than this are one: the outbox looks at most every 100 ms anyway. */
const POKE_GAP_MS = 100;
const RESTART_AFTER_MS = 1_000;
const STOP_GRACE_MS = 15_000;

// Beside this file, whichever way the API runs: src/*.ts under tsx, dist/*.js when built.
const entry = fileURLToPath(
  new URL(`../../mail-worker-main${extname(fileURLToPath(import.meta.url))}`, import.meta.url),
);

/**
 * Starts the mail outbox's sender in a process of its own (mail-worker-main.ts), at a
 * lower priority: composing and writing emails never holds up a request, uses a core the
 * API's one thread does not, and under a burst waits for the orders rather than slowing
 * them. It is started again a second after it dies; it exits when this process does.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { logger } = options;
  let child: ChildProcess | undefined;
  let stopping = false;
  let lastPoke = 0;
  let pokeTimer: NodeJS.Timeout | undefined;

  function spawnWorker() {
    const worker = fork(entry, [], {
      env: options.env ?? process.env,
      execArgv: options.execArgv ?? process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = worker;
    worker.once('spawn', () => {
      try {
        if (worker.pid !== undefined) setPriority(worker.pid, options.nice ?? 19);
      } catch (err) {
        logger.warn({ err }, 'the mail worker runs at normal priority');
      }
    });
    worker.on('error', (err) => logger.error({ err }, 'mail worker error'));
    worker.once('exit', (code, signal) => {
      if (child === worker) child = undefined;
      if (stopping) return;
      logger.error({ code, signal }, 'the mail worker stopped; starting it again');
      setTimeout(() => {
        if (!stopping) spawnWorker();
      }, RESTART_AFTER_MS).unref();
    });
  }

  function send(message: 'poke' | 'stop') {
    if (child?.connected) child.send(message, (err) => err && undefined);
  }

  spawnWorker();
  return {
    poke() {
      if (pokeTimer) return;
      const wait = lastPoke + POKE_GAP_MS - Date.now();
      if (wait <= 0) {
        lastPoke = Date.now();
        send('poke');
        return;
      }
      pokeTimer = setTimeout(() => {
        pokeTimer = undefined;
        lastPoke = Date.now();
        send('poke');
      }, wait);
      pokeTimer.unref();
    },
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      clearTimeout(pokeTimer);
      const worker = child;
      if (!worker || worker.exitCode !== null || worker.signalCode !== null) return;
      const exited = once(worker, 'exit');
      send('stop');
      const force = setTimeout(() => worker.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(force);
    },
  };
}
