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

const port = Number(process.env.SELLER_CONSOLE_PORT) || 5174;

export default defineConfig({
  plugins: [react(), ...linguiPlugins(), tailwindcss()],
  // SELLER_CONSOLE_PORT moves it (npm start passes it on); `npm run dev -- --port N` works too.
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: {
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
});
