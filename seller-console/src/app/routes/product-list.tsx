import { Button } from '@kirana/ui-kit/button';
import { Input } from '@kirana/ui-kit/input';
import { Select } from '@kirana/ui-kit/select';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { categoryQueries } from '../../lib/api-client.ts';
import {
  useArchivedProducts,
  useProductPages,
  type ProductListFilters,
} from '../../features/products/api/get-products.ts';
import { ProductPager } from '../../features/products/components/product-pager.tsx';
import { ProductTable } from '../../features/products/components/product-table.tsx';
import {
  stockFilters,
  stockParam,
  type StockFilter,
} from '../../features/products/lib/stock-filter.ts';
import { useDebouncedValue } from '../../features/products/use-debounced-value.ts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

// Descriptors, read with i18n._ at render once the language is active.
const views = [
  { value: 'on-sale', label: msg`On sale` },
  { value: 'archived', label: msg`Archived` },
] as const;

/** Every category, retired ones too (their products are still the seller's), and the URL's. */
function useCategoryFilterOptions(chosen: string | undefined) {
  const { t } = useLingui();
  const list = useQuery(categoryQueries.withRetired());
  const names = (list.data ?? []).map((category) => category.name);
  if (chosen && !names.includes(chosen)) names.push(chosen);
  return [
    { value: 'all', label: t`All categories` },
    ...names.map((name) => ({ value: name, label: name })),
  ];
}

const SEARCH_DEBOUNCE_MS = 300;

const asStockFilter = (value: string | null): StockFilter =>
  stockFilters.find((filter) => filter.value === value)?.value ?? 'all';

/** Products on sale, 50 a page, searched and filtered by the API. */
function OnSaleProducts({ filters, filtered }: { filters: ProductListFilters; filtered: boolean }) {
  const pages = useProductPages(filters);
  const { t } = useLingui();
  // A new search or filter starts again at page 1 (without remounting, so the previous
  // rows stay on screen while the new ones load).
  const key = JSON.stringify(filters);
  const [at, setAt] = useState({ key, page: 0 });
  const page = at.key === key ? at.page : 0;
  const setPage = (next: number) => setAt({ key, page: next });
  if (pages.isPending) return <PageLoading label={t`Loading products`} />;
  if (pages.isError && !pages.data) {
    return (
      <ErrorPanel
        title={t`The products could not be loaded`}
        message={pages.error.message}
        onRetry={() => void pages.refetch()}
      />
    );
  }
  const loaded = pages.data.pages;
  const shown = Math.min(page, loaded.length - 1);
  const hasNext = shown < loaded.length - 1 || pages.hasNextPage;
  return (
    // The previous rows stay, dimmed, while a new search or filter loads.
    <div
      aria-busy={pages.isPlaceholderData}
      className={pages.isPlaceholderData ? 'opacity-60' : ''}
    >
      <ProductTable
        view="on-sale"
        products={loaded[shown]?.products ?? []}
        emptyMessage={filtered ? t`No products match this search or filter.` : undefined}
      />
      <ProductPager
        page={shown + 1}
        hasPrevious={shown > 0}
        hasNext={hasNext}
        loading={pages.isFetchingNextPage}
        onPrevious={() => setPage(shown - 1)}
        onNext={async () => {
          if (shown === loaded.length - 1) {
            const next = await pages.fetchNextPage();
            if (next.isError) return;
          }
          setPage(shown + 1);
        }}
      />
    </div>
  );
}

function ArchivedProducts() {
  const archived = useArchivedProducts();
  const { t } = useLingui();
  if (archived.isPending) return <PageLoading label={t`Loading products`} />;
  if (archived.isError) {
    return (
      <ErrorPanel
        title={t`The products could not be loaded`}
        message={archived.error.message}
        onRetry={() => void archived.refetch()}
      />
    );
  }
  return <ProductTable view="archived" products={archived.data} />;
}

/** Products on sale (searched, filtered, paged) or the archive; the choices live in the URL. */
export function ProductListRoute() {
  const [params, setParams] = useSearchParams();
  const { t, i18n } = useLingui();
  const view = params.get('view') === 'archived' ? 'archived' : 'on-sale';
  // An unknown one is the API's to refuse, with a message the error panel shows.
  const category = params.get('category')?.trim() || undefined;
  const categoryOptions = useCategoryFilterOptions(category);
  const stock = asStockFilter(params.get('stock'));
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const filters: ProductListFilters = { q: q || undefined, category, stock: stockParam(stock) };

  /** Changes one choice in the URL, keeping the others; 'all' or blank removes it. */
  const choose = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'all') next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageTitle>{t`All Products`}</PageTitle>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t`Which products`} className="flex gap-2">
          {views.map((option) => (
            <Button
              key={option.value}
              size="sm"
              variant={view === option.value ? 'primary' : 'outline'}
              aria-pressed={view === option.value}
              onClick={() => setParams(option.value === 'archived' ? { view: 'archived' } : {})}
            >
              {i18n._(option.label)}
            </Button>
          ))}
        </div>
        {view === 'on-sale' ? (
          <div role="search" className="flex flex-wrap gap-2">
            <Input
              type="search"
              aria-label={t`Search products by name`}
              placeholder={t`Search by name`}
              className="h-8 w-56 text-sm"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                choose('q', event.target.value.trim());
              }}
            />
            <Select
              aria-label={t`Category`}
              size="sm"
              className="w-44"
              options={categoryOptions}
              value={category ?? 'all'}
              onValueChange={(value) => choose('category', value)}
            />
            <Select
              aria-label={t`Show`}
              size="sm"
              className="w-56"
              options={stockFilters.map(({ value, label }) => ({ value, label: i18n._(label) }))}
              value={stock}
              onValueChange={(value) => choose('stock', value)}
            />
          </div>
        ) : null}
      </div>
      {view === 'archived' ? (
        <ArchivedProducts />
      ) : (
        <OnSaleProducts filters={filters} filtered={Boolean(q || category || stock !== 'all')} />
      )}
    </>
  );
}
