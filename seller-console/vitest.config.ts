import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // The page's origin is the console's development origin, which the API allows by
    // default (CORS with credentials, origin check), so jsdom's XMLHttpRequest, used for
    // uploads with progress, reaches the real API as the browser would.
    environmentOptions: { jsdom: { url: 'http://localhost:5174/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    // Component tests run against the real API (a child process on a temp SQLite database).
    globalSetup: ['../tools/vitest-api-global-setup.mjs'],
    setupFiles: [
      '../tools/vitest-jsdom-shims.mjs',
      '../tools/vitest-api-client-setup.mjs',
      './src/test/setup.ts',
    ],
    testTimeout: 15_000,
    restoreMocks: true,
  },
});
