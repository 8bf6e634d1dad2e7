import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '@kirana/api/client/api-client';
import { useArchivedProducts, useProduct } from '../../features/products/api/get-products.ts';
import { ProductForm } from '../../features/products/components/product-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { searchGlyph } from '@kirana/ui-kit/glyphs';

/** The add form, filled in with the product as stored; archived products can be edited too. */
export function EditProductRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  const onSale = useProduct(id);
  // The product page's call knows only products on sale; an archived one is in the archive.
  const notOnSale = onSale.error instanceof ApiError && onSale.error.status === 404;
  const archived = useArchivedProducts(notOnSale);
  const product = onSale.data?.product ?? archived.data?.find((p) => p._id === id);

  if (product) {
    return (
      <>
        <PageTitle>{t`Edit Product`}</PageTitle>
        <p className="-mt-4 mb-6 text-ink-muted">{product.name}</p>
        <ProductForm
          key={product._id}
          product={product}
          onSaved={() => void navigate(paths.productList)}
        />
      </>
    );
  }
  if (onSale.isPending || (notOnSale && archived.isPending)) {
    return <PageLoading label={t`Loading the product`} />;
  }
  const failed = notOnSale ? archived.error : onSale.error;
  if (failed) {
    return (
      <>
        <PageTitle>{t`Edit Product`}</PageTitle>
        <ErrorPanel
          title={t`The product could not be loaded`}
          message={failed.message}
          onRetry={() => {
            void onSale.refetch();
            void archived.refetch();
          }}
        />
      </>
    );
  }
  return (
    <>
      <PageTitle>{t`Edit Product`}</PageTitle>
      <EmptyState
        titleAs="p"
        icon={searchGlyph}
        title={t`This product does not exist.`}
        action={
          <Button asChild>
            <Link to={paths.productList}>
              <Trans>Back to Product List</Trans>
            </Link>
          </Button>
        }
      />
    </>
  );
}
