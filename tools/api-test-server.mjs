// Starts the real API as a child process for the apps' component tests: its own temporary
// SQLite database with the demo catalogue and a known seller, on a free loopback port.
// The apps' tests talk to it over HTTP exactly as the browser would; nothing is mocked.
import { fork } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_SELLER = { email: 'seller@kirana.test', password: 'test-seller-password' };

const root = join(import.meta.dirname, '..');

/** The first port the kernel hands out for listen(0) and outgoing connections. */
const EPHEMERAL_START = (() => {
  try {
    const start = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
    );
    return Number.isInteger(start) && start > 12_000 ? start : 32_768;
  } catch {
    return 32_768;
  }
})();

const canListen = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A loopback port that is free now, for a server that is started later under a URL told to
 * others first (an app's origin the API must know). Picked below the kernel's ephemeral
 * range: a port listen(0) had found is the kernel's to give again, to the API's own
 * listen(0) or an outgoing connection, before the app binds it (EADDRINUSE in CI).
 */
export async function freePort() {
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * (EPHEMERAL_START - 10_000));
    if (await canListen(port)) return port;
  }
}

/**
 * Resolves once the child says it is listening (main.ts sends `{ listening }` to a parent
 * that forked it over IPC); rejects if it exits first. Not a health check on the port: a free
 * port chosen here can be taken by another process before the child binds it, and that
 * process, another test's API, would answer the check.
 */
export function apiListening(child, timeoutMs = 120_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error(`The test API did not listen within ${timeoutMs} ms.`)),
      timeoutMs,
    );
    const onMessage = (message) => {
      if (message && typeof message === 'object' && 'listening' in message) done();
    };
    const onExit = (code) => done(new Error(`The test API exited early (code ${code}).`));
    function done(err) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      // The one message it sends: the channel must not keep this process alive.
      child.channel?.unref();
      if (err) reject(err);
      else resolve();
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * Returns `{ url, outboxDir, logFile, stop }`: `outboxDir` holds the emails it sends, as
 * `.eml` files; `logFile` everything it logs (warnings and errors: a 5xx's cause), which the
 * apps' test setup prints beside a failed test; `stop()` kills the API and deletes its data.
 */
export async function startApiForTests(extraEnv = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-api-'));
  const logFile = join(dir, 'api.log');
  let output = '';
  let healthy = false;
  const keep = (d) => {
    if (!healthy) output += d;
    appendFileSync(logFile, d);
  };
  const start = (port) => {
    const url = `http://127.0.0.1:${port}`;
    const child = fork(join(root, 'api/src/main.ts'), [], {
      cwd: join(root, 'api'),
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${join(dir, 'kirana.sqlite')}`,
        UPLOAD_DIR: join(dir, 'uploads'),
        // Emails (no SMTP_URL here) are written beside the data, not into the checkout.
        MAIL_OUTBOX_DIR: join(dir, 'outbox'),
        SESSION_SECRET: 'component-tests-session-secret-0123456789',
        SELLER_EMAIL: TEST_SELLER.email,
        SELLER_PASSWORD: TEST_SELLER.password,
        PUBLIC_API_URL: url,
        SEED_DEMO: 'true',
        // Every test signs up and in from this one address.
        RATE_LIMIT_LOGIN: '10000/1m',
        RATE_LIMIT_REGISTER: '10000/1m',
        RATE_LIMIT_ORDERS: '10000/1m',
        RATE_LIMIT_NEWSLETTER: '10000/1m',
        RATE_LIMIT_PASSWORD_RESET: '10000/1m',
        RATE_LIMIT_PASSWORD_RESET_IP: '10000/1m',
        // Sign-ups and sign-ins in every test: scrypt at its test cost (NODE_ENV=test only).
        PASSWORD_HASH_COST: 'light',
        // Photos at the API's own priority: niced, the worker starves while the suite keeps
        // both cores busy, and a component test's upload takes seconds.
        IMAGE_WORKER_NICE: '0',
        // Emails from the API's own process: a mail worker at nice 19 gets next to no CPU on
        // a machine the tests keep busy, and the apps' tests wait for emails. The worker has
        // tests of its own (api/src/modules/notification/mail-worker.test.ts).
        MAIL_WORKER: 'inline',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    return { url, child };
  };

  // Another process may take the chosen port before the API binds it: then another one.
  for (let attempt = 1; ; attempt += 1) {
    const { url, child } = start(await freePort());
    try {
      await apiListening(child);
      healthy = true;
      return running(url, child);
    } catch (err) {
      child.kill('SIGKILL');
      if (attempt < 3 && output.includes('EADDRINUSE')) {
        output = '';
        continue;
      }
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`${err.message}\n${output}`);
    }
  }

  function running(url, child) {
    return {
      url,
      outboxDir: join(dir, 'outbox'),
      logFile,
      stop: async () => {
        if (child.exitCode === null) {
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
          if (child.exitCode === null) child.kill('SIGKILL');
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
}
