import { useParams } from 'react-router';
import { findCategory } from '../../config/categories.ts';
import { useInStockProducts } from '../../features/catalog/api/get-products.ts';
import { ProductListState } from '../../features/catalog/components/product-list-state.tsx';
import { inCategory } from '../../features/catalog/lib/filter-products.ts';
import { usePageTitle } from '../use-page-title.ts';

/** One category's in-stock products, or the spec's "No Products found in this category." */
export default function CategoryProductsPage() {
  const { category = '' } = useParams();
  const known = findCategory(category);
  usePageTitle(known?.text ?? 'Products');
  const products = useInStockProducts();
  return (
    <section aria-labelledby="category-title" className="mt-12">
      <h1 id="category-title" className="text-2xl font-medium uppercase md:text-3xl">
        {known?.text ?? category}
      </h1>
      <div className="mt-6">
        <ProductListState
          products={products.data ? inCategory(products.data, category) : undefined}
          isPending={products.isPending}
          isError={products.isError}
          onRetry={() => void products.refetch()}
          label={known?.text ?? 'Products'}
          headingLevel={2}
          empty="No Products found in this category."
        />
      </div>
    </section>
  );
}
