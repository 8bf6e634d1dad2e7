import type { PreviewNewProduct } from '@kirana/api/contract/price-list';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { useId } from 'react';
import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { countText } from '../lib/price-list-text.ts';
import { StackedTable, type StackedColumn } from './stacked-table.tsx';

// A function, not a constant: the headers are read in the language active at render.
const newProductColumns = (): readonly StackedColumn<PreviewNewProduct>[] => [
  {
    id: 'product',
    header: t`Product`,
    hideStackedLabel: true,
    cell: ({ name, sku, row }) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium">{name}</span>
        <span className="text-xs text-ink-muted">
          {sku ? (
            <Trans>
              SKU {sku} · row {row}
            </Trans>
          ) : (
            <Trans>SKU made when applied · row {row}</Trans>
          )}
        </span>
      </span>
    ),
  },
  {
    id: 'price',
    header: t`Price`,
    cell: (p) => <span className="tabular-nums">{formatPrice(p.price)}</span>,
  },
  {
    id: 'offerPrice',
    header: t`Offer price`,
    cell: (p) => <span className="tabular-nums">{formatPrice(p.offerPrice)}</span>,
  },
  {
    id: 'stock',
    header: t`Stock`,
    cell: (p) => <span className="tabular-nums">{countText(p.stock)}</span>,
  },
];

/** Rows that add a product, apart from the changes, so a mistyped SKU shows up as new here. */
export function PriceListNewProducts({
  products,
  total,
}: {
  products: readonly PreviewNewProduct[];
  /** Every row that adds a product, listed or not. */
  total: number;
}) {
  const headingId = useId();
  const more = total - products.length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-medium">
        <Trans>New products</Trans>
      </h3>
      <StackedTable
        labelledBy={headingId}
        columns={newProductColumns()}
        rows={products}
        getRowKey={(p) => String(p.row)}
      />
      {more > 0 ? (
        <p className="text-sm text-ink-muted">
          <Plural
            value={more}
            one="…and # more new product, not listed here."
            other="…and # more new products, not listed here."
          />
        </p>
      ) : null}
    </section>
  );
}
