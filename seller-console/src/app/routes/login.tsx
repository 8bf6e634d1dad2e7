import { Trans, useLingui } from '@lingui/react/macro';
import { Logo } from '@kirana/ui-kit/logo';
import { Navigate, useLocation } from 'react-router';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { paths } from '../../config/paths.ts';
import { useSellerSession } from '../../features/auth/api/get-seller-session.ts';
import { LanguageChoice } from '../layouts/language-choice.tsx';
import { SignInPanel } from '../../features/auth/components/sign-in-panel.tsx';

/**
 * Where signing in leads: the screen the seller was sent here from, or Orders, the day's
 * first screen (also for the console's root, which is only where a bookmark or the bare
 * address lands). Only a path inside this app, so a crafted link cannot send them elsewhere.
 */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) {
    return paths.orders;
  }
  if (from === paths.addProduct || from.toLowerCase().startsWith(paths.login)) return paths.orders;
  return from;
}

export function LoginRoute() {
  const session = useSellerSession();
  const location = useLocation();
  const { t } = useLingui();
  if (session.data) return <Navigate to={returnPath(location.state)} replace />;
  if (session.isPending) return <PageLoading label={t`Checking your session`} />;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface-muted p-4">
      <title>{t`Seller Login · Kirana Seller`}</title>
      <div className="flex w-full max-w-sm flex-col gap-6 rounded-card border border-line bg-surface p-8 shadow-card">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Logo size="sm" suffix={t`Seller`} />
          <LanguageChoice />
        </div>
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">
            <Trans>
              <span className="text-primary-strong">Seller</span> Login
            </Trans>
          </h1>
          <p className="text-sm text-ink-muted">
            <Trans>Please sign in as the seller.</Trans>
          </p>
        </div>
        {session.isError ? (
          <ErrorPanel
            title={t`We could not check your session`}
            message={session.error.message}
            onRetry={() => void session.refetch()}
          />
        ) : null}
        <SignInPanel />
      </div>
    </main>
  );
}
