import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
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
