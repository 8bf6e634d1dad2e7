import { Button } from '@kirana/ui-kit/button';
import { Select } from '@kirana/ui-kit/select';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useArchivedProducts, useProducts } from '../../features/products/api/get-products.ts';
import { ProductTable } from '../../features/products/components/product-table.tsx';
import {
  filterByStock,
  stockFilters,
  type StockFilter,
} from '../../features/products/lib/stock-filter.ts';

const views = [
  { value: 'on-sale', label: 'On sale' },
  { value: 'archived', label: 'Archived' },
] as const;

/** Products on sale (filterable by stock) or the archive; the view is kept in the URL. */
export function ProductListRoute() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'archived' ? 'archived' : 'on-sale';
  const [filter, setFilter] = useState<StockFilter>('all');
  const onSale = useProducts();
  const archived = useArchivedProducts();
  const products = view === 'archived' ? archived : onSale;

  return (
    <>
      <PageTitle>All Products</PageTitle>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Which products" className="flex gap-2">
          {views.map((option) => (
            <Button
              key={option.value}
              size="sm"
              variant={view === option.value ? 'primary' : 'outline'}
              aria-pressed={view === option.value}
              onClick={() => setParams(option.value === 'archived' ? { view: 'archived' } : {})}
            >
              {option.label}
            </Button>
          ))}
        </div>
        {view === 'on-sale' ? (
          <Select
            aria-label="Show"
            size="sm"
            className="w-56"
            options={stockFilters}
            value={filter}
            onValueChange={(value) => setFilter(value as StockFilter)}
          />
        ) : null}
      </div>
      {products.isPending ? (
        <PageLoading label="Loading products" />
      ) : products.isError ? (
        <ErrorPanel
          title="The products could not be loaded"
          message={products.error.message}
          onRetry={() => void products.refetch()}
        />
      ) : (
        <ProductTable
          view={view}
          products={view === 'archived' ? products.data : filterByStock(products.data, filter)}
          emptyMessage={
            view === 'on-sale' && filter !== 'all' ? 'No products match this filter.' : undefined
          }
        />
      )}
    </>
  );
}
