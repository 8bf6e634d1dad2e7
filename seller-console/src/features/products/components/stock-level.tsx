import type { Product } from '@kirana/api/contract/product';
import { Badge } from '@kirana/ui-kit/badge';
import { isLowStock } from '../lib/stock-filter.ts';

/**
 * Units the shop can still sell, with a warning when few or none remain, and those held for
 * orders not yet packed; "Not counted" when the shop doesn't count.
 */
export function StockLevel({ product }: { product: Pick<Product, 'stock' | 'held'> }) {
  if (product.stock === null) return <span className="text-ink-muted">Not counted</span>;
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span className="tabular-nums">{product.stock.toLocaleString('en-IN')}</span>
      {product.held > 0 ? (
        <span className="text-ink-muted tabular-nums">
          + {product.held.toLocaleString('en-IN')} held
        </span>
      ) : null}
      {product.stock === 0 ? <Badge tone="danger">Sold out</Badge> : null}
      {isLowStock(product) ? <Badge tone="pending">Low</Badge> : null}
    </span>
  );
}
