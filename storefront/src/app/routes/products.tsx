import { useInStockProducts } from '../../features/catalog/api/get-products.ts';
import { ProductListState } from '../../features/catalog/components/product-list-state.tsx';
import { searchByName } from '../../features/catalog/lib/filter-products.ts';
import { useProductSearch } from '../../features/catalog/use-product-search.ts';
import { usePageTitle } from '../use-page-title.ts';

/** All in-stock products, narrowed by the search text in the URL. */
export default function ProductsPage() {
  usePageTitle('All Products');
  const search = useProductSearch();
  const products = useInStockProducts();
  const found = products.data ? searchByName(products.data, search.text) : undefined;
  return (
    <section aria-labelledby="products-title" className="mt-12">
      <h1 id="products-title" className="text-2xl font-medium uppercase md:text-3xl">
        All Products
      </h1>
      {search.text && found ? (
        <p role="status" className="mt-4 text-sm text-ink-muted">
          {found.length} {found.length === 1 ? 'product matches' : 'products match'} “{search.text}”
        </p>
      ) : null}
      <div className="mt-6">
        <ProductListState
          products={found}
          isPending={products.isPending}
          isError={products.isError}
          onRetry={() => void products.refetch()}
          label="Products"
          headingLevel={2}
          empty={`No products match “${search.text}”.`}
        />
      </div>
    </section>
  );
}
