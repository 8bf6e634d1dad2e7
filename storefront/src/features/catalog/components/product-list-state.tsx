import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@kirana/api/contract/product';
import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import type { ReactNode } from 'react';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import { alertGlyph } from '@kirana/ui-kit/glyphs';

export interface ProductListStateProps {
  products: readonly Product[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  label: string;
  /** What an empty list says, e.g. "No Products found in this category." */
  empty: ReactNode;
  skeletonCount?: number;
  headingLevel?: 2 | 3;
}

/** A product list with its loading, failure and empty states. */
export function ProductListState({
  products,
  isPending,
  isError,
  onRetry,
  label,
  empty,
  skeletonCount = 10,
  headingLevel,
}: ProductListStateProps) {
  const { t } = useLingui();
  if (isPending) return <ProductGridSkeleton count={skeletonCount} label={label} />;
  if (isError || !products) {
    // The failure itself was already announced as a toast.
    return (
      <EmptyState
        icon={alertGlyph}
        title={t`The products could not be loaded.`}
        action={
          <Button variant="outline" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  if (products.length === 0) return <EmptyState title={empty} titleAs="p" />;
  return <ProductGrid products={products} label={label} headingLevel={headingLevel} />;
}
