import type { Product } from '@kirana/api/contract/product';
import { Button } from '@kirana/ui-kit/button';
import { DataTable, type DataTableColumn } from '@kirana/ui-kit/data-table';
import { Icon } from '@kirana/ui-kit/icon';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { Price } from '@kirana/ui-kit/price';
import { ProductImage } from '@kirana/ui-kit/product-image';
import { Link } from 'react-router';
import { editProductOf } from '../../../config/paths.ts';
import { useCategoryLabel } from '../api/get-category-options.ts';
import { ArchiveButton } from './archive-button.tsx';
import { StockLevel } from './stock-level.tsx';
import { StockSwitch } from './stock-switch.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { imageGlyph } from '@kirana/ui-kit/glyphs';

function ProductThumbnail({ product }: { product: Product }) {
  const picture = product.images[0];
  return (
    <span className="inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-control border border-line bg-surface-muted p-1 sm:size-14">
      {picture ? (
        <ProductImage
          src={picture.url}
          srcSet={picture.srcset}
          width={picture.width}
          height={picture.height}
          // The name is right beside it, so the picture is decoration for a screen reader.
          alt=""
          // The box less its border and padding.
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query for the browser, not text
          sizes="(min-width: 640px) 46px, 38px"
        />
      ) : (
        <Icon glyph={imageGlyph} className="size-6 text-ink-subtle" />
      )}
    </span>
  );
}

function ProductActions({ product }: { product: Product }) {
  const { t } = useLingui();
  const { name } = product;
  return (
    <span className="flex flex-wrap gap-2 sm:justify-end">
      <Button asChild variant="outline" size="sm">
        <Link to={editProductOf(product._id)} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Link>
      </Button>
      <ArchiveButton product={product} />
    </span>
  );
}

/** The product's name, SKU and, on phones, the values of the hidden columns. */
function ProductCell({ product }: { product: Product }) {
  const categoryLabel = useCategoryLabel();
  const { sku } = product;
  return (
    <span className="flex items-center gap-3">
      <ProductThumbnail product={product} />
      <span className="flex min-w-0 flex-col">
        <span className="font-medium">{product.name}</span>
        {sku ? (
          <span className="text-xs text-ink-muted">
            <Trans>SKU {sku}</Trans>
          </span>
        ) : null}
        {/* Phones hide the category, price and stock columns; their values move here. */}
        <span className="text-xs text-ink-muted sm:hidden">
          {categoryLabel(product.category)} · {formatPrice(product.offerPrice)}
        </span>
        <span className="text-xs sm:hidden">
          <StockLevel product={product} />
        </span>
        <span className="mt-2 sm:hidden">
          <ProductActions product={product} />
        </span>
      </span>
    </span>
  );
}

/** The table's columns, headers in the active language; the archive has no stock switch. */
function useColumns(archived: boolean): DataTableColumn<Product>[] {
  const { t } = useLingui();
  const categoryLabel = useCategoryLabel();
  const inStock: DataTableColumn<Product> = {
    id: 'inStock',
    header: t`In Stock`,
    cell: (product) => <StockSwitch product={product} />,
  };
  return [
    { id: 'product', header: t`Product`, cell: (product) => <ProductCell product={product} /> },
    {
      id: 'category',
      header: t`Category`,
      cell: (product) => categoryLabel(product.category),
      hideBelow: 'md',
    },
    {
      id: 'offerPrice',
      header: t`Selling Price`,
      cell: (product) => <Price price={product.offerPrice} size="sm" tone="ink" />,
      hideBelow: 'sm',
    },
    {
      id: 'stock',
      header: t`Units`,
      cell: (product) => <StockLevel product={product} />,
      hideBelow: 'sm',
    },
    ...(archived ? [] : [inStock]),
    {
      id: 'actions',
      header: (
        <span className="sr-only">
          <Trans>Actions</Trans>
        </span>
      ),
      align: 'end',
      hideBelow: 'sm',
      cell: (product) => <ProductActions product={product} />,
    },
  ];
}

export interface ProductTableProps {
  products: readonly Product[];
  /** Products on sale (with the stock switch) or the archive. */
  view?: 'on-sale' | 'archived';
  emptyMessage?: string;
}

export function ProductTable({ products, view = 'on-sale', emptyMessage }: ProductTableProps) {
  const archived = view === 'archived';
  const { t } = useLingui();
  const columns = useColumns(archived);
  return (
    <DataTable
      caption={archived ? t`Archived products` : t`All products`}
      columns={columns}
      rows={products}
      getRowKey={(product) => product._id}
      emptyMessage={
        emptyMessage ??
        (archived ? t`Nothing is archived.` : t`No products yet. Add one from Add Product.`)
      }
    />
  );
}
