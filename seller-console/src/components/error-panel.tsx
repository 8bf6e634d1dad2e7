import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { Trans } from '@lingui/react/macro';
import { alertGlyph } from '@kirana/ui-kit/glyphs';

export interface ErrorPanelProps {
  title: string;
  /** The server's readable message, or the network error's. */
  message: string;
  onRetry?: () => void;
}

/** A failed load said in words, with a way to try again (the spec's lists showed nothing). */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  return (
    <div role="alert" className="rounded-card border border-danger/30 bg-danger-soft">
      <EmptyState
        icon={alertGlyph}
        title={title}
        description={message}
        action={
          onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
