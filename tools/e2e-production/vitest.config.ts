import { defineConfig } from 'vitest/config';
import TimingsReporter from '../timings/vitest-timings-reporter.mjs';

// The three-origin production journey (see global-setup.mjs). Needs the production builds
// (`npm run build`), MariaDB and Chromium; `npm test` runs it after the builds.
export default defineConfig({
  test: {
    reporters: ['default', new TimingsReporter({ kind: 'chromium' })],
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.mjs'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
