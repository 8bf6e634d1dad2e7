import { EmptyState } from '@kirana/ui-kit/empty-state';
import { useParams } from 'react-router';
import { findCategory, type StoreCategory } from '../../config/categories.ts';
import { useShopProducts } from '../../features/catalog/api/get-product-pages.ts';
import { ProductPages } from '../../features/catalog/components/product-pages.tsx';
import { usePageTitle } from '../use-page-title.ts';

const NO_PRODUCTS = 'No Products found in this category.';

function CategoryPages({ category }: { category: StoreCategory }) {
  const products = useShopProducts({ category: category.path });
  return <ProductPages {...products} label={category.text} empty={NO_PRODUCTS} />;
}

/** One category's in-stock products 24 at a time, or the spec's "No Products found…". */
export default function CategoryProductsPage() {
  const { category = '' } = useParams();
  const known = findCategory(category);
  usePageTitle(known?.text ?? 'Products');
  return (
    <section aria-labelledby="category-title" className="mt-12">
      <h1 id="category-title" className="text-2xl font-medium uppercase md:text-3xl">
        {known?.text ?? category}
      </h1>
      <div className="mt-6">
        {known ? (
          <CategoryPages key={known.path} category={known} />
        ) : (
          <EmptyState title={NO_PRODUCTS} titleAs="p" />
        )}
      </div>
    </section>
  );
}
