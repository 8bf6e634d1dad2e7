import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProduction } from '../../vite-plugins/react-router-production.ts';

// The storefront's own settings that bear on its script's size (vite.config.ts).
export default defineConfig({
  plugins: [react(), reactRouterProduction()],
  build: { modulePreload: { polyfill: false } },
});
