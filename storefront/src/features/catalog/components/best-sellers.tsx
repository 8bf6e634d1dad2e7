import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { BEST_SELLER_COUNT } from '../../../config/constants.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useBestSellers } from '../api/get-products.ts';
import { ProductListState } from './product-list-state.tsx';

/** Five products shoppers can buy, by units sold in the last 30 days (GET /api/shop/best-sellers). */
export function BestSellers() {
  const { t } = useLingui();
  const products = useBestSellers();
  // Prerendered as the skeleton; the list may arrive while React hydrates, so it waits for
  // the render after hydration.
  const hydrated = useHydrated();
  // The footer's "Best Sellers" link (/#popular): shown once the products are in.
  const { hash } = useLocation();
  const loaded = hydrated && products.products !== undefined;
  useEffect(() => {
    if (loaded && hash === '#popular') document.getElementById('popular')?.scrollIntoView();
  }, [loaded, hash]);
  return (
    <section id="popular" aria-labelledby="best-sellers-title" className="mt-10 md:mt-16">
      <h2 id="best-sellers-title" className="mb-6 text-2xl font-medium md:text-3xl">
        <Trans>Best Sellers</Trans>
      </h2>
      <ProductListState
        products={products.products}
        isPending={!hydrated || products.isPending}
        isError={products.isError}
        onRetry={() => void products.refetch()}
        label={t`Best Sellers`}
        empty={t`No products are available right now.`}
        skeletonCount={BEST_SELLER_COUNT}
      />
    </section>
  );
}
