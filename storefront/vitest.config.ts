import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { linguiPlugins } from '../tools/vite-lingui.mjs';
import TimingsReporter from '../tools/timings/vitest-timings-reporter.mjs';

// Tests that set the shop's delivery rules (PIN codes, slots), or its home page settings
// (stars off, its banner): every other file would meet them, so they get an API of their
// own and run one file at a time.
const deliveryRuleTests = ['src/**/*.slots.test.{ts,tsx}', 'src/**/*.shop-settings.test.{ts,tsx}'];

export default defineConfig({
  plugins: [react(), ...linguiPlugins()],
  test: {
    reporters: ['default', new TimingsReporter({ kind: 'component' })],
    environment: 'jsdom',
    // jsdom and the app's modules are set up once per worker rather than once per file; the
    // setup files clean up after every test (the DOM, the cookie jar, toasts, storage).
    isolate: false,
    // Component tests run against the real API (a child process on a temp SQLite database),
    // one per project below.
    globalSetup: ['../tools/vitest-api-global-setup.mjs'],
    setupFiles: [
      '../tools/vitest-jsdom-shims.mjs',
      '../tools/vitest-api-client-setup.mjs',
      '../tools/vitest-api-log-setup.mjs',
      './src/test/setup.ts',
    ],
    // Several waits of up to 12 s each (src/test/setup.ts) on a loaded machine.
    testTimeout: 30_000,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'storefront',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...deliveryRuleTests],
        },
      },
      {
        extends: true,
        test: { name: 'storefront-slots', include: deliveryRuleTests, fileParallelism: false },
      },
    ],
  },
});
