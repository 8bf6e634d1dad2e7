import { defineConfig } from 'vitest/config';
import { linguiPlugins } from '../tools/vite-lingui.mjs';
import TimingsReporter from '../tools/timings/vitest-timings-reporter.mjs';

// Browser journeys in Debian's Chromium against the real API and both built apps. Lingui's
// plugins because a journey may reckon what a label says with the app's own words
// (delivery.e2e.ts's day labels).
export default defineConfig({
  plugins: [...linguiPlugins()],
  test: {
    reporters: ['default', new TimingsReporter({ kind: 'chromium' })],
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['../tools/e2e/global-setup.mjs'],
    setupFiles: ['../tools/vitest-api-log-setup.mjs'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
