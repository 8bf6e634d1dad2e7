// Serves one of the apps for browser tests: its production build (the Nx `build` target's
// dist/, made once per run) through the production static server, pointed at the test API
// through the apps' runtime config, as in a deployment.
import { join } from 'node:path';
import { serveApp } from '../../scripts/serve-static.mjs';

const root = join(import.meta.dirname, '..', '..');

/**
 * Serves `app` ("storefront" or "seller-console") from `<app>/dist` on `port` (so the API's
 * allowed origins can name it), with `runtime-config.js` naming `apiUrl`.
 */
export const startApp = (app, { apiUrl, port }) =>
  serveApp({ dir: join(root, app, 'dist'), port, apiUrl });
