import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { sessionQueries } from './features/auth/api/get-session.ts';
import { bestSellersQuery } from './features/catalog/api/get-products.ts';
import { shopQueries } from './lib/api-client.ts';
import { startLanguage } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const queryClient = createQueryClient();
// Start the requests now, in parallel with downloading the page's code, instead of after
// the first render: the session check feeds every page, Best Sellers the home page.
void queryClient.prefetchQuery(sessionQueries.current());
if (window.location.pathname === '/') {
  void queryClient.prefetchQuery(bestSellersQuery());
  // The shop's banner, highlights and stars replace the prerendered defaults: ask at once.
  void queryClient.prefetchQuery(shopQueries.profile());
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The same tree as src/prerender.tsx, with the browser's router.
const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} />
    </BrowserRouter>
  </StrictMode>
);

// The built index.html carries the home page (see vite-plugins/prerender-home.ts), and the
// static server answers every path with it. Only `/` hydrates that markup; any other page
// renders from scratch, and React clears the home markup when it first commits.
// English is in this file; another language's words arrive before the first render, so a
// Hindi page never flashes English (its prerendered page is Hindi already).
void startLanguage().then(() => {
  if (root.dataset.prerendered === window.location.pathname) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
