import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugins } from '../tools/vite-lingui.mjs';

// Libraries change far less often than the console, so they ship in their own chunks and
// stay cached across deploys; React and the router are split from the rest to keep each
// chunk under Vite's 500 kB warning.
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor', test: /node_modules[\\/]/ },
];

export default defineConfig({
  plugins: [react(), ...linguiPlugins(), tailwindcss()],
  server: { port: 5174, strictPort: true },
  preview: { port: 5174, strictPort: true },
  build: {
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
});
