import { defineConfig } from 'vitest/config';
import TimingsReporter from '../tools/timings/vitest-timings-reporter.mjs';

// Browser journeys in Debian's Chromium against the real API and both built apps.
export default defineConfig({
  test: {
    reporters: ['default', new TimingsReporter({ kind: 'chromium' })],
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['../tools/e2e/global-setup.mjs'],
    setupFiles: ['../tools/vitest-api-log-setup.mjs'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A real browser against a real API (scrypt on sign-in, image checks on upload) on a
    // busy CI machine: a second is not always enough for the page to catch up.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
