import type { TopProduct } from '@kirana/api/contract/summary';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { Trans } from '@lingui/react/macro';

/** The range's ten best sellers by amount, as a table that scrolls on its own if narrow. */
export function TopProducts({ products }: { products: readonly TopProduct[] }) {
  return (
    <section aria-labelledby="top-products" className="flex flex-col gap-2">
      <h2 id="top-products" className="text-lg font-semibold text-ink">
        <Trans>Best sellers</Trans>
      </h2>
      {products.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>Nothing sold in these days yet.</Trans>
        </p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-line bg-surface">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">
              <Trans>Best sellers by amount</Trans>
            </caption>
            <thead>
              <tr className="text-left text-ink-muted">
                <th scope="col" className="p-2 font-medium">
                  <Trans>Product</Trans>
                </th>
                <th scope="col" className="p-2 text-right font-medium">
                  <Trans>Sold</Trans>
                </th>
                <th scope="col" className="p-2 text-right font-medium">
                  <Trans>Amount</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.productId} className="border-t border-line">
                  <th scope="row" className="p-2 text-left font-normal [overflow-wrap:anywhere]">
                    {product.name}
                  </th>
                  <td className="p-2 text-right">{product.quantity}</td>
                  <td className="p-2 text-right">{formatPrice(product.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
