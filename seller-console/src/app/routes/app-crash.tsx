import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { useRouteError } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';

/** A screen that threw while rendering: say so plainly rather than show a blank page. */
export function AppCrashRoute() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'An unexpected error happened.';
  return (
    <main className="mx-auto max-w-lg p-6">
      <PageTitle>Something went wrong</PageTitle>
      <div role="alert">
        <EmptyState
          titleAs="p"
          icon="alert"
          title={message}
          action={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
        />
      </div>
    </main>
  );
}
