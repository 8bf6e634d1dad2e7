import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@kirana/ui-kit/spinner';
import { Suspense } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router';
import { useCart } from '../../lib/cart-context.ts';
import { paths } from '../../config/paths.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { MAIN_ID, SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { RouteChange } from './route-change.tsx';
import { lazyWithWords } from '../../lib/lazy-with-words.ts';

// Only a cart with something in it has a bar, so an empty one never downloads its code.
const CartBar = lazyWithWords(() =>
  import('../../features/cart/components/cart-bar.tsx').then((module) => ({
    default: module.CartBar,
  })),
);

// As tall as the screen, so the footer stays out of view (and does not jump) while a
// page's code loads.
function PageFallback() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" label={t`Loading page`} />
    </div>
  );
}

// Where shoppers browse and add: the cart bar follows them there. The cart is the cart, and
// a product page has its own Add to Cart bar.
const browsingPaths = [paths.home, paths.products, paths.category(':category')];

/** Every customer page: top bar, the page, (on a phone) the cart bar, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  const browsing = browsingPaths.some((path) => matchPath(path, pathname));
  const { count } = useCart();
  // The stored cart is only in the browser: never part of the prerendered page.
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-dvh flex-col">
      <RouteChange mainId={MAIN_ID} />
      <SiteHeader />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex-1 px-4 outline-none sm:px-6 md:px-16 lg:px-24 xl:px-32"
      >
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {browsing && hydrated && count > 0 ? (
        <Suspense fallback={null}>
          <CartBar />
        </Suspense>
      ) : null}
      <SiteFooter />
    </div>
  );
}
