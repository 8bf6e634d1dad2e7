// The least a page built on the shop's stack can ship: React and React DOM (hydrating),
// react-router's declarative router, TanStack Query with one query, and Lingui with one
// message. bench/stack-floor.mjs builds it as the storefront is built.
import { i18n } from '@lingui/core';
import { I18nProvider, Trans } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';

i18n.loadAndActivate({ locale: 'en-IN', messages: {} });
const queryClient = new QueryClient();

function Home() {
  const products = useQuery({
    queryKey: ['products'],
    queryFn: async () => (await fetch('/api/product/list')).json() as Promise<unknown[]>,
  });
  return (
    <main>
      <Trans id="floor" message="{count} products" values={{ count: products.data?.length }} />
      <Link to="/cart">Cart</Link>
    </main>
  );
}

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/cart" element={<p>Cart</p>} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
