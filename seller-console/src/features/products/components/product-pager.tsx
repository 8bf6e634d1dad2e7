import { Button } from '@kirana/ui-kit/button';
import { Trans, useLingui } from '@lingui/react/macro';

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
  const { t } = useLingui();
  if (!props.hasPrevious && !props.hasNext) return null;
  const { page } = props;
  return (
    <nav aria-label={t`Product pages`} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={!props.hasPrevious} onClick={props.onPrevious}>
        <Trans>Previous</Trans>
      </Button>
      <p role="status" className="text-sm text-ink-muted">
        <Trans>Page {page}</Trans>
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={!props.hasNext}
        loading={props.loading}
        loadingText={t`Loading…`}
        onClick={props.onNext}
      >
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
