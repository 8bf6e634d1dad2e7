import type { Product } from '@kirana/api/contract/product';
import { DataTable, type DataTableColumn } from '@kirana/ui-kit/data-table';
import { Icon } from '@kirana/ui-kit/icon';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { Price } from '@kirana/ui-kit/price';
import { StockSwitch } from './stock-switch.tsx';

function ProductThumbnail({ product }: { product: Product }) {
  const src = product.image[0];
  return (
    <span className="inline-flex size-12 shrink-0 sm:size-14 items-center justify-center overflow-hidden rounded-control border border-line bg-surface-muted">
      {src ? (
        // The name is right beside it, so the picture is decoration for a screen reader.
        <img src={src} alt="" loading="lazy" className="size-full object-contain p-1" />
      ) : (
        <Icon name="image" className="size-6 text-ink-subtle" />
      )}
    </span>
  );
}

const columns: readonly DataTableColumn<Product>[] = [
  {
    id: 'product',
    header: 'Product',
    cell: (product) => (
      <span className="flex items-center gap-3">
        <ProductThumbnail product={product} />
        <span className="flex flex-col">
          <span className="font-medium">{product.name}</span>
          {/* Phones hide the category and price columns; their values move here. */}
          <span className="text-xs text-ink-muted sm:hidden">
            {product.category} · {formatPrice(product.offerPrice)}
          </span>
        </span>
      </span>
    ),
  },
  { id: 'category', header: 'Category', cell: (product) => product.category, hideBelow: 'sm' },
  {
    id: 'offerPrice',
    header: 'Selling Price',
    cell: (product) => <Price price={product.offerPrice} size="sm" tone="ink" />,
    hideBelow: 'sm',
  },
  { id: 'inStock', header: 'In Stock', cell: (product) => <StockSwitch product={product} /> },
];

export interface ProductTableProps {
  products: readonly Product[];
}

export function ProductTable({ products }: ProductTableProps) {
  return (
    <DataTable
      caption="All products"
      columns={columns}
      rows={products}
      getRowKey={(product) => product._id}
      emptyMessage="No products yet. Add one from Add Product."
    />
  );
}
