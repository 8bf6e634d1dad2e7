import { Button } from '@kirana/ui-kit/button';

export interface ProductPagerProps {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / Next under the Product List, with the page number said to screen readers. */
export function ProductPager(props: ProductPagerProps) {
  if (!props.hasPrevious && !props.hasNext) return null;
  return (
    <nav aria-label="Product pages" className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={!props.hasPrevious} onClick={props.onPrevious}>
        Previous
      </Button>
      <p role="status" className="text-sm text-ink-muted">
        Page {props.page}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={!props.hasNext}
        loading={props.loading}
        loadingText="Loading…"
        onClick={props.onNext}
      >
        Next
      </Button>
    </nav>
  );
}
