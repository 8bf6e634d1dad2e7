import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useProducts } from '../../features/products/api/get-products.ts';
import { ProductTable } from '../../features/products/components/product-table.tsx';

export function ProductListRoute() {
  const products = useProducts();
  return (
    <>
      <PageTitle>All Products</PageTitle>
      {products.isPending ? (
        <PageLoading label="Loading products" />
      ) : products.isError ? (
        <ErrorPanel
          title="The products could not be loaded"
          message={products.error.message}
          onRetry={() => void products.refetch()}
        />
      ) : (
        <ProductTable products={products.data} />
      )}
    </>
  );
}
