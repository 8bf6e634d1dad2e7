import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { linguiPlugins } from '../tools/vite-lingui.mjs';
import TimingsReporter from '../tools/timings/vitest-timings-reporter.mjs';

// Tests that set the shop's delivery rules. Once the shop has slots every order must name
// one, and listed PIN codes refuse other addresses, so these would break the other files
// placing orders at the same time; their slot orders would also regroup every other file's
// Orders screen. They get an API of their own, and run one file at a time.
// Tests that change how the shop prices orders (its tax mode) run there too: other files'
// orders would meet the change.
const deliveryRuleTests = ['src/**/*.slots.test.{ts,tsx}', 'src/**/*.shop-settings.test.{ts,tsx}'];

export default defineConfig({
  plugins: [react(), ...linguiPlugins()],
  test: {
    reporters: ['default', new TimingsReporter({ kind: 'component' })],
    environment: 'jsdom',
    // jsdom and the app's modules are set up once per worker rather than once per file; the
    // setup files clean up after every test (the DOM, the cookie jar, toasts).
    isolate: false,
    // The page's origin is the console's development origin, which the API allows by
    // default (CORS with credentials, origin check), so jsdom's XMLHttpRequest, used for
    // uploads with progress, reaches the real API as the browser would.
    environmentOptions: { jsdom: { url: 'http://localhost:5174/' } },
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
          name: 'seller-console',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...deliveryRuleTests],
        },
      },
      {
        extends: true,
        test: { name: 'seller-console-slots', include: deliveryRuleTests, fileParallelism: false },
      },
    ],
  },
});
