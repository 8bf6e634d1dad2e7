import { Spinner } from '@kirana/ui-kit/spinner';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MAIN_ID, SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { RouteChange } from './route-change.tsx';

// As tall as the screen, so the footer stays out of view (and does not jump) while a
// page's code loads.
const pageFallback = (
  <div className="flex min-h-dvh items-center justify-center">
    <Spinner size="lg" label="Loading page" />
  </div>
);

/** Every customer page: top bar, the page, footer. Pages load on demand. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <RouteChange mainId={MAIN_ID} />
      <SiteHeader />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex-1 px-6 outline-none md:px-16 lg:px-24 xl:px-32"
      >
        <Suspense fallback={pageFallback}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
