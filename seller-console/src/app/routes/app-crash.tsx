import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { useRouteError } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { alertGlyph } from '@kirana/ui-kit/glyphs';

/** A screen that threw while rendering: say so plainly rather than show a blank page. */
export function AppCrashRoute() {
  const error = useRouteError();
  const { t } = useLingui();
  const message = error instanceof Error ? error.message : t`An unexpected error happened.`;
  return (
    <main className="mx-auto max-w-lg p-6">
      <PageTitle>{t`Something went wrong`}</PageTitle>
      <div role="alert">
        <EmptyState
          titleAs="p"
          icon={alertGlyph}
          title={message}
          action={
            <Button onClick={() => window.location.reload()}>
              <Trans>Reload the page</Trans>
            </Button>
          }
        />
      </div>
    </main>
  );
}
