// Starts the real API as a child process for the apps' component tests: its own temporary
// SQLite database with the demo catalogue and a known seller, on a free loopback port.
// The apps' tests talk to it over HTTP exactly as the browser would; nothing is mocked.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_SELLER = { email: 'seller@kirana.test', password: 'test-seller-password' };

const root = join(import.meta.dirname, '..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The test API exited early (code ${child.exitCode}).`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The test API did not become healthy at ${url} in ${timeoutMs} ms.`);
}

/**
 * Returns `{ url, outboxDir, logFile, stop }`: `outboxDir` holds the emails it sends, as
 * `.eml` files; `logFile` everything it logs (warnings and errors: a 5xx's cause), which the
 * apps' test setup prints beside a failed test; `stop()` kills the API and deletes its data.
 */
export async function startApiForTests(extraEnv = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-api-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(dir, 'api.log');
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'api/src/main.ts')], {
    cwd: join(root, 'api'),
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
      // Emails from the API's own process: a mail worker at nice 19 gets next to no CPU on
      // a machine the tests keep busy, and the apps' tests wait for emails. The worker has
      // tests of its own (api/src/modules/notification/mail-worker.test.ts).
      MAIL_WORKER: 'inline',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let healthy = false;
  const keep = (d) => {
    if (!healthy) output += d;
    appendFileSync(logFile, d);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  try {
    await waitForHealth(url, child);
    healthy = true;
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${err.message}\n${output}`);
  }
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
