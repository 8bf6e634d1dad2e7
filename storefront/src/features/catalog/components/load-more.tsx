import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';

export interface LoadMoreProps {
  shown: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/**
 * The end of a list shown a page at a time: how many are shown (also said to screen
 * readers when it changes) and a button for the next page, or a retry if it failed.
 */
export function LoadMore({ shown, hasMore, loading, failed, onLoadMore }: LoadMoreProps) {
  const { t } = useLingui();
  const count = plural(shown, { one: 'Showing # product', other: 'Showing # products' });
  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      <p role="status" className="text-sm text-ink-muted">
        {failed
          ? t`More products could not be loaded.`
          : hasMore
            ? count
            : t`${count}, that is all.`}
      </p>
      {hasMore ? (
        <Button
          variant="outline"
          size="lg"
          loading={loading}
          loadingText={t`Loading more…`}
          onClick={onLoadMore}
        >
          {failed ? <Trans>Try again</Trans> : <Trans>Load more</Trans>}
        </Button>
      ) : null}
    </div>
  );
}
