import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** Runs `npm start`'s script; resolves with its exit code and output, or kills it after 30 s. */
function start(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    // Without the check it would start the whole store: stop it so the test fails cleanly.
    const timer = setTimeout(() => process.kill(-(child.pid ?? 0), 'SIGTERM'), 30_000);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('npm start with a port already taken', () => {
  let busy: Server;
  let port = 0;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, resolve));
    const address = busy.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it.each([
    ['STOREFRONT_PORT', 'the storefront'],
    ['SELLER_CONSOLE_PORT', 'the seller console'],
    ['PORT', 'the API'],
  ])('stops at once, naming the port and %s', async (setting, what) => {
    // The other two on ports nothing uses, so only the taken one is named.
    const free = { PORT: '47411', STOREFRONT_PORT: '47412', SELLER_CONSOLE_PORT: '47413' };
    const { code, output } = await start({ ...free, [setting]: String(port) });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} (${what}) is already in use`);
    expect(output).toContain(`${setting}=`);
    expect(output).not.toMatch(/Kirana is starting/);
  });
});
