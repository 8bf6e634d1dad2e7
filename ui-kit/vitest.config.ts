import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { linguiPlugins } from '../tools/vite-lingui.mjs';
import TimingsReporter from '../tools/timings/vitest-timings-reporter.mjs';

// Every story's play function drives the page with Storybook's own copy of user-event, which
// prepares the document for itself (its value and selection tracking on every focused field):
// in a jsdom shared with the kit's tests, ours and Storybook's then both track a field and
// typed text goes missing. The stories get a jsdom of their own.
const storiesCheck = 'src/test/stories-a11y.test.tsx';

export default defineConfig({
  plugins: [react(), ...linguiPlugins()],
  test: {
    reporters: ['default', new TimingsReporter({ kind: 'component' })],
    environment: 'jsdom',
    setupFiles: ['../tools/vitest-jsdom-shims.mjs', './src/test/setup.ts'],
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'ui-kit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, storiesCheck],
          // jsdom is set up once per worker, not once per file (89 s for the kit's 47 files
          // isolated, 15 s not); the setup file cleans up after every test.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'ui-kit-stories', include: [storiesCheck] } },
    ],
  },
});
