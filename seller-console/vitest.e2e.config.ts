import { defineConfig } from 'vitest/config';

// Browser journeys in Debian's Chromium against the real API and both built apps.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['../tools/e2e/global-setup.mjs'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
