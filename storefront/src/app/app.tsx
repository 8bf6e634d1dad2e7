import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { productQueries } from '../features/catalog/api/get-products.ts';

/** First page of the storefront: the in-stock catalogue straight from the API. */
export function App() {
  const products = useQuery(productQueries.list());
  const inStock = products.data?.products.filter((p) => p.inStock) ?? [];
  return (
    <main className="mx-auto max-w-5xl p-6 font-sans">
      <h1 className="text-3xl font-semibold">Kirana</h1>
      <p className="text-ink-muted mt-1">Fresh groceries, priced in rupees.</p>
      {products.isPending && <p role="status">Loading products…</p>}
      {products.isError && <p role="alert">{products.error.message}</p>}
      <ul aria-label="Products" className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {inStock.map((p) => (
          <li key={p._id} className="rounded-card border border-line p-3">
            {p.image[0] && (
              <img src={p.image[0]} alt={p.name} loading="lazy" className="mx-auto h-28" />
            )}
            <p className="mt-2 font-medium">{p.name}</p>
            <p className="text-sm">{formatPrice(p.offerPrice)}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
