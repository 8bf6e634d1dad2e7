import { defineConfig } from 'vitest/config';

// Checks about the workspace itself (lint rules, boundaries), not about one project.
export default defineConfig({
  test: { root: import.meta.dirname, include: ['**/*.test.ts'], testTimeout: 60_000 },
});
