import type { Product } from '@kirana/api/contract/product';
import { Badge } from '@kirana/ui-kit/badge';
import { isLowStock } from '../lib/stock-filter.ts';
import { formatCount } from '@kirana/ui-kit/lib/intl-locale';
import { Trans } from '@lingui/react/macro';

/**
 * Units the shop can still sell, with a warning when few or none remain, and those held for
 * orders not yet packed; "Not counted" when the shop doesn't count.
 */
export function StockLevel({ product }: { product: Pick<Product, 'stock' | 'held'> }) {
  if (product.stock === null)
    return (
      <span className="text-ink-muted">
        <Trans>Not counted</Trans>
      </span>
    );
  const held = formatCount(product.held);
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span className="tabular-nums">{formatCount(product.stock)}</span>
      {product.held > 0 ? (
        <span className="text-ink-muted tabular-nums">
          <Trans>+ {held} held</Trans>
        </span>
      ) : null}
      {product.stock === 0 ? (
        <Badge tone="danger">
          <Trans>Sold out</Trans>
        </Badge>
      ) : null}
      {isLowStock(product) ? (
        <Badge tone="pending">
          <Trans>Low</Trans>
        </Badge>
      ) : null}
    </span>
  );
}
