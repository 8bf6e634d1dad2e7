// What both storefront benches stand on: a production build of the shop in a temp folder,
// the real API (its own SQLite with the demo catalogue), and `vite preview` serving the
// build, told where the API is by runtime-config.js as a deployment would be.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
// The workspace's shared test-API starter (a script, not app code).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { freePort, startApiForTests } from '../../tools/api-test-server.mjs';

export const appRoot = join(import.meta.dirname, '..');
export const workspace = join(appRoot, '..');

/** A production build of the shop in a temp folder (delete it when done). */
export async function buildStorefront() {
  // What ships is a production build, even when this runs under a test runner's NODE_ENV.
  process.env.NODE_ENV = 'production';
  const outDir = mkdtempSync(join(tmpdir(), 'kirana-storefront-bench-'));
  console.log('Building the storefront…');
  await build({
    root: appRoot,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: true },
  });
  return outDir;
}

/**
 * `vite preview` serving a copy of the build (so several can run side by side), told where
 * its API is by runtime-config.js as a deployment would be. Pass `port` when the API must
 * know the shop's origin before it starts.
 */
export async function serveBuild(builtDir, apiUrl, port) {
  const outDir = mkdtempSync(join(tmpdir(), 'kirana-storefront-served-'));
  cpSync(builtDir, outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'runtime-config.js'),
    `window.__KIRANA_CONFIG__ = ${JSON.stringify({ apiUrl })};\n`,
  );
  const server = await preview({
    root: appRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((resolve) => server.httpServer.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Builds, starts the API and the preview; `close()` stops both and deletes the build. */
export async function startBenchSite() {
  const builtDir = await buildStorefront();
  const port = await freePort();
  const api = await startApiForTests({ STOREFRONT_ORIGIN: `http://127.0.0.1:${port}` });
  const site = await serveBuild(builtDir, api.url, port);
  return {
    outDir: builtDir,
    origin: site.origin,
    api,
    async close() {
      await site.close();
      await api.stop();
      rmSync(builtDir, { recursive: true, force: true });
    },
  };
}

/** Writes `bench-results/<name>.json`. */
export function writeResults(name, results) {
  const dir = join(workspace, 'bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten to bench-results/${name}.json`);
}
