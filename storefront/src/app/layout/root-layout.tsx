import { Spinner } from '@kirana/ui-kit/spinner';
import { Suspense } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router';
import { CartBar } from '../../features/cart/components/cart-bar.tsx';
import { paths } from '../../config/paths.ts';
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

// Where shoppers browse and add: the cart bar follows them there. The cart is the cart, and
// a product page has its own Add to Cart bar.
const browsingPaths = [paths.home, paths.products, paths.category(':category')];

/** Every customer page: top bar, the page, (on a phone) the cart bar, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  const browsing = browsingPaths.some((path) => matchPath(path, pathname));
  return (
    <div className="flex min-h-dvh flex-col">
      <RouteChange mainId={MAIN_ID} />
      <SiteHeader />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex-1 px-4 outline-none sm:px-6 md:px-16 lg:px-24 xl:px-32"
      >
        <Suspense fallback={pageFallback}>
          <Outlet />
        </Suspense>
      </main>
      {browsing ? <CartBar /> : null}
      <SiteFooter />
    </div>
  );
}
