import type { Product } from '@kirana/api/contract/product';
import { useEffect, useRef, type ReactNode } from 'react';
import { LoadMore } from './load-more.tsx';
import { ProductListState } from './product-list-state.tsx';

export interface ProductPagesProps {
  products: readonly Product[] | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
  label: string;
  empty: ReactNode;
}

/**
 * A list a page at a time with "Load more". After more arrive, focus moves to the first
 * new product, so keyboard and screen-reader users carry on where the new ones begin
 * instead of at the button, now far below.
 */
export function ProductPages(props: ProductPagesProps) {
  const { products, hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const shown = products?.length ?? 0;

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from || isFetchingNextPage) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll('li')[from]?.querySelector('a')?.focus();
  }, [shown, isFetchingNextPage]);

  return (
    <div ref={listRef}>
      <ProductListState
        products={products}
        isPending={props.isPending}
        isError={props.isError && !products}
        onRetry={() => void props.refetch()}
        label={props.label}
        headingLevel={2}
        empty={props.empty}
      />
      {products && products.length > 0 ? (
        <LoadMore
          shown={shown}
          hasMore={hasNextPage}
          loading={isFetchingNextPage}
          failed={props.isFetchNextPageError}
          onLoadMore={() => {
            focusFrom.current = shown;
            void fetchNextPage();
          }}
        />
      ) : null}
    </div>
  );
}
