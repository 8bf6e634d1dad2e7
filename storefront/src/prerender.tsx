import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { RootLayout } from './app/layout/root-layout.tsx';
import { AppProvider } from './app/provider.tsx';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The home page as a visitor first sees it (no session, empty cart, Best Sellers loading),
 * written into index.html at build time by `vite-plugins/prerender-home.ts`. The tree must
 * stay the one `main.tsx` hydrates: the same components with a static router at `/`.
 */
export function renderHome(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <App queryClient={createQueryClient()} />
      </StaticRouter>
    </StrictMode>,
  );
}

/**
 * Every other page before its code has run (shell.html): the top bar and the footer around
 * an empty page, so a deep link paints the shop's frame at once without downloading the home
 * page's pictures. Not hydrated: the app renders the page from scratch over it.
 */
export function renderShell(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location="/shell">
        <AppProvider queryClient={createQueryClient()}>
          <Routes>
            <Route element={<RootLayout />}>
              <Route path="*" element={null} />
            </Route>
          </Routes>
        </AppProvider>
      </StaticRouter>
    </StrictMode>,
  );
}
