import { ApiError } from '@kirana/api/client/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { Spinner } from '@kirana/ui-kit/spinner';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCategories } from '../../features/catalog/api/get-categories.ts';
import { useProductDetail } from '../../features/catalog/api/get-products.ts';
import { ProductDetails } from '../../features/catalog/components/product-details.tsx';
import { ProductGrid } from '../../features/catalog/components/product-grid.tsx';
import { usePageTitle } from '../use-page-title.ts';
import { Breadcrumbs } from '../layout/breadcrumbs.tsx';

export default function ProductDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const detail = useProductDetail(id);
  const categories = useCategories();
  const product = detail.data?.product;
  usePageTitle(product?.name ?? t`Product`);

  if (detail.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" label={t`Loading product`} />
      </div>
    );
  }
  if (!product) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <section aria-labelledby="product-missing-title" className="mt-12">
        <h1 id="product-missing-title" className="text-center text-3xl font-medium">
          {missing ? (
            <Trans>Product not found</Trans>
          ) : (
            <Trans>The product could not be loaded.</Trans>
          )}
        </h1>
        <EmptyState
          title={missing ? t`Have a look at what is in stock instead.` : t`Please try again.`}
          titleAs="p"
          action={
            missing ? (
              <Button asChild variant="outline">
                <Link to={paths.products}>
                  <Trans>See all products</Trans>
                </Link>
              </Button>
            ) : (
              <Button variant="outline" onClick={() => void detail.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            )
          }
        />
      </section>
    );
  }

  // A retired category has no page: the trail then skips it.
  const category = categories.data?.find((c) => c.name === product.category);
  const related = detail.data?.related ?? [];
  return (
    <div className="mt-12">
      <Breadcrumbs
        trail={[
          { label: t`Home`, href: paths.home },
          { label: t`Products`, href: paths.products },
          ...(category ? [{ label: category.text, href: paths.category(category.path) }] : []),
        ]}
        current={product.name}
      />
      <ProductDetails product={product} />
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-20">
          <h2 id="related-title" className="mb-6 text-2xl font-medium md:text-3xl">
            <Trans>Related Products</Trans>
          </h2>
          <ProductGrid products={related} label={t`Related Products`} />
          <div className="mt-10 flex justify-center">
            <Button asChild variant="outline" size="lg">
              <Link to={paths.products}>
                <Trans>See more</Trans>
              </Link>
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
