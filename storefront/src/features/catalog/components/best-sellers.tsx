import { BEST_SELLER_COUNT } from '../../../config/constants.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useBestSellers } from '../api/get-products.ts';
import { ProductListState } from './product-list-state.tsx';

/** The first five in-stock products of the catalogue (one page of five from the API). */
export function BestSellers() {
  const products = useBestSellers();
  // Prerendered as the skeleton; the list may arrive while React hydrates, so it waits for
  // the render after hydration.
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="best-sellers-title" className="mt-10 md:mt-16">
      <h2 id="best-sellers-title" className="mb-6 text-2xl font-medium md:text-3xl">
        Best Sellers
      </h2>
      <ProductListState
        products={products.products}
        isPending={!hydrated || products.isPending}
        isError={products.isError}
        onRetry={() => void products.refetch()}
        label="Best Sellers"
        empty="No products are available right now."
        skeletonCount={BEST_SELLER_COUNT}
      />
    </section>
  );
}
