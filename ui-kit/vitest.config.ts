import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Starting jsdom per file costs more than all the tests together; the tests clean up
    // after themselves (Testing Library cleanup, toast.dismiss, real timers restored).
    isolate: false,
  },
});
