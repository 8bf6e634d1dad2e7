// Serves one of the apps for browser tests: a production build (`vite build`) served by
// `vite preview`, pointed at the test API through the apps' runtime config.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';

const root = join(import.meta.dirname, '..', '..');

/**
 * Builds `app` ("storefront" or "seller-console") into a temp folder and serves it on
 * `port` (strict, so the API's allowed origins can name it). `runtime-config.js` carries
 * the API URL, as it would in a deployment.
 */
export async function startApp(app, { apiUrl, port }) {
  const appRoot = join(root, app);
  const outDir = mkdtempSync(join(tmpdir(), `kirana-${app}-`));
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development
  // build; the journeys test what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: appRoot,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
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
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((resolve) => server.httpServer.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
