import { defineConfig } from 'vitest/config';
import TimingsReporter from './timings/vitest-timings-reporter.mjs';

// Checks about the workspace itself (lint rules, boundaries), not about one project.
export default defineConfig({
  test: {
    reporters: ['default', new TimingsReporter({ kind: 'unit' })],
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
  },
});
