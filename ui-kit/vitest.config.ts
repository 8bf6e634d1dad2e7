import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from '../tools/vite-lingui.mjs';

export default defineConfig({
  plugins: [react(), ...linguiPlugins()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../tools/vitest-jsdom-shims.mjs', './src/test/setup.ts'],
    restoreMocks: true,
  },
});
