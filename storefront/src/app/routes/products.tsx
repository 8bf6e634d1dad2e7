import { Trans, useLingui } from '@lingui/react/macro';
import { useShopProducts } from '../../features/catalog/api/get-product-pages.ts';
import { ProductPages } from '../../features/catalog/components/product-pages.tsx';
import { NoSearchResults } from '../../features/catalog/components/search-suggestions.tsx';
import { useProductSearch } from '../../features/catalog/use-product-search.ts';
import { usePageTitle } from '../use-page-title.ts';

/** In-stock products, 24 at a time, searched by the server with the text in the URL. */
export default function ProductsPage() {
  const { t } = useLingui();
  usePageTitle(t`All Products`);
  const search = useProductSearch();
  const text = search.text.trim();
  const products = useShopProducts({ q: text });
  return (
    <section aria-labelledby="products-title" className="mt-12">
      <h1 id="products-title" className="text-2xl font-medium uppercase md:text-3xl">
        <Trans>All Products</Trans>
      </h1>
      {text ? (
        <p className="mt-4 text-sm text-ink-muted">
          {products.fuzzy
            ? t`No exact match for “${text}”: products with words close to it`
            : t`Products matching “${text}”`}
        </p>
      ) : null}
      <div className="mt-6">
        <ProductPages
          {...products}
          label={t`Products`}
          empty={<NoSearchResults text={text} suggestions={products.suggestions} />}
        />
      </div>
    </section>
  );
}
