import type { StoreCategory } from '@kirana/api/contract/category';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { Spinner } from '@kirana/ui-kit/spinner';
import { useParams } from 'react-router';
import { useCategories } from '../../features/catalog/api/get-categories.ts';
import { useShopProducts } from '../../features/catalog/api/get-product-pages.ts';
import { ProductPages } from '../../features/catalog/components/product-pages.tsx';
import { usePageTitle } from '../use-page-title.ts';

function CategoryPages({ category }: { category: StoreCategory }) {
  const { t } = useLingui();
  const products = useShopProducts({ category: category.path });
  return (
    <ProductPages
      {...products}
      label={category.text}
      empty={t`No Products found in this category.`}
    />
  );
}

/**
 * One of the shop's categories, its in-stock products 24 at a time; a path that is not one
 * of them (or a retired one) gets the spec's "No Products found…".
 */
export default function CategoryProductsPage() {
  const { t } = useLingui();
  const { category = '' } = useParams();
  const categories = useCategories();
  const wanted = category.toLowerCase();
  const known = categories.data?.find((c) => c.path === wanted);
  usePageTitle(known?.text ?? t`Products`);
  return (
    <section aria-labelledby="category-title" className="mt-12" aria-busy={categories.isPending}>
      <h1 id="category-title" className="text-2xl font-medium uppercase md:text-3xl">
        {known?.text ?? category}
      </h1>
      <div className="mt-6">
        {known ? (
          <CategoryPages key={known.path} category={known} />
        ) : categories.isPending ? (
          <Spinner label={t`Loading the category`} />
        ) : categories.isError ? (
          <EmptyState
            title={t`This category could not be loaded`}
            titleAs="p"
            description={categories.error.message}
            action={
              <Button variant="outline" onClick={() => void categories.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          />
        ) : (
          <EmptyState title={t`No Products found in this category.`} titleAs="p" />
        )}
      </div>
    </section>
  );
}
