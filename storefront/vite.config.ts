import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderHome } from './vite-plugins/prerender-home.ts';
import { reactRouterProduction } from './vite-plugins/react-router-production.ts';
import { linguiPlugins } from '../tools/vite-lingui.mjs';

const port = Number(process.env.STOREFRONT_PORT) || 5173;

export default defineConfig({
  plugins: [
    react(),
    // A Hindi page fetches the words of its first screen; lazy code brings the rest
    // (lib/lazy-with-words.ts, docs/i18n.md).
    ...linguiPlugins({ splitCatalogues: true }),
    tailwindcss(),
    reactRouterProduction(),
    prerenderHome({ entry: 'src/prerender.tsx' }),
  ],
  // STOREFRONT_PORT moves it (npm start passes it on); `npm run dev -- --port N` works too.
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: {
    sourcemap: true,
    // Pictures stay files: inlined into JavaScript they would count against the home
    // page's script budget and could not load lazily below the fold.
    assetsInlineLimit: 0,
    // Every browser the shop supports knows <link rel="modulepreload">; the polyfill would be
    // 0.2 KB gzip of the first download for none of them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file: left alone, Rolldown splits the
        // code that lazy screens share with the entry into half a dozen small chunks, and
        // on a phone each extra request before the first paint costs more than the bytes.
        // Screens, the login modal, menus and the toaster stay separate, loaded on demand.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
