import type { PreviewNewProduct } from '@kirana/api/contract/price-list';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { useId } from 'react';
import { countText, plural } from '../lib/price-list-text.ts';
import { StackedTable, type StackedColumn } from './stacked-table.tsx';

const columns: readonly StackedColumn<PreviewNewProduct>[] = [
  {
    id: 'product',
    header: 'Product',
    hideStackedLabel: true,
    cell: (p) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium">{p.name}</span>
        <span className="text-xs text-ink-muted">
          {p.sku ? `SKU ${p.sku}` : 'SKU made when applied'} · row {p.row}
        </span>
      </span>
    ),
  },
  {
    id: 'price',
    header: 'Price',
    cell: (p) => <span className="tabular-nums">{formatPrice(p.price)}</span>,
  },
  {
    id: 'offerPrice',
    header: 'Offer price',
    cell: (p) => <span className="tabular-nums">{formatPrice(p.offerPrice)}</span>,
  },
  {
    id: 'stock',
    header: 'Stock',
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
        New products
      </h3>
      <StackedTable
        labelledBy={headingId}
        columns={columns}
        rows={products}
        getRowKey={(p) => String(p.row)}
      />
      {more > 0 ? (
        <p className="text-sm text-ink-muted">
          …and {plural(more, 'more new product', 'more new products')}, not listed here.
        </p>
      ) : null}
    </section>
  );
}
