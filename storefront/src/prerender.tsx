import { SUPPORTED_LANGUAGES } from '@kirana/api/contract/languages';
import { activateLanguage } from '@kirana/ui-kit/lib/i18n';
import { t } from '@lingui/core/macro';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { RootLayout } from './app/layout/root-layout.tsx';
import { AppProvider } from './app/provider.tsx';
import { catalogues } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

/** Every language the build writes pages for; the first is the site's root. */
export const languages: readonly string[] = SUPPORTED_LANGUAGES;

export interface PrerenderedPages {
  /** The home page (index.html). */
  home: string;
  /** Every other page before its code has run (shell.html). */
  shell: string;
  /** The page's <title> and description, in the language. */
  title: string;
  description: string;
  noscript: string;
}

/**
 * The home page as a visitor first sees it (no session, empty cart, Best Sellers loading) and
 * the shell of every other page, in `language`, written into index.html and shell.html (and
 * hi/index.html, hi/shell.html…) at build time by `vite-plugins/prerender-home.ts`. The trees
 * must stay the ones `main.tsx` renders: the same components, with a static router.
 */
export async function renderPages(language: string): Promise<PrerenderedPages> {
  await activateLanguage(language, catalogues);
  const home = renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <App queryClient={createQueryClient()} />
      </StaticRouter>
    </StrictMode>,
  );
  // The shell is not hydrated: the app renders the page from scratch over it, so a deep link
  // paints the shop's frame at once without downloading the home page's pictures.
  const shell = renderToString(
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
  return {
    home,
    shell,
    title: t`Kirana — fresh groceries delivered`,
    description: t`Kirana: groceries delivered, priced in rupees.`,
    noscript: t`Search, the cart and ordering need JavaScript. Please turn it on and reload.`,
  };
}
