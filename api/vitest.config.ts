import { defineConfig } from 'vitest/config';
import TimingsReporter from '../tools/timings/vitest-timings-reporter.mjs';

export default defineConfig({
  test: {
    reporters: ['default', new TimingsReporter({ kind: 'api' })],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // One migrated SQLite file and MariaDB database per run; each file's are copies.
    globalSetup: ['./test/database-templates.ts'],
    // Each test file makes its own databases, so files run side by side, two at a time (one
    // per core), in workers that stay up between files: importing the whole app once per file
    // cost about a second each. Nothing a test file changes outlives it: its app, databases,
    // servers and clock are its own (a test that changes process.env puts it back).
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
