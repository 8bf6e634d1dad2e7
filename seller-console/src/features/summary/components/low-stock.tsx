import type { LowStockProduct } from '@kirana/api/contract/summary';
import { formatCount } from '@kirana/ui-kit/lib/intl-locale';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { editProductOf } from '../../../config/paths.ts';

function left(stock: number): string {
  const count = formatCount(stock);
  return stock === 0 ? t`Out of stock` : t`${count} left`;
}

/** Counted products with 5 or fewer left, fewest first, each a link to restock it. */
export function LowStock({ products }: { products: readonly LowStockProduct[] }) {
  return (
    <section aria-labelledby="low-stock" className="flex flex-col gap-2">
      <h2 id="low-stock" className="text-lg font-semibold text-ink">
        <Trans>Running low</Trans>
      </h2>
      {products.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>No counted product has 5 or fewer left.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Running low`} className="flex flex-col gap-1 text-sm">
          {products.map((product) => (
            <li key={product.productId}>
              <Link
                to={editProductOf(product.productId)}
                className="focus-ring flex justify-between gap-3 rounded-control px-2 py-1.5 hover:bg-surface-muted"
              >
                <span className="text-primary-strong underline [overflow-wrap:anywhere]">
                  {product.name}
                </span>
                <span
                  className={`shrink-0 tabular-nums ${product.stock === 0 ? 'font-semibold text-danger' : 'text-ink-muted'}`}
                >
                  {left(product.stock)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
