import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { Spinner } from '@kirana/ui-kit/spinner';
import { useSession } from '../../features/auth/api/get-session.ts';
import { AccountSecurity } from '../../features/auth/components/account-security.tsx';
import { useLoginDialog } from '../../features/auth/login-dialog-context.ts';
import { usePageTitle } from '../use-page-title.ts';
import { userGlyph } from '@kirana/ui-kit/glyphs';

/** /account: the signed-in shopper's password and sessions. */
export default function AccountPage() {
  const { t } = useLingui();
  usePageTitle(t`Account`);
  const session = useSession();
  const { openLogin } = useLoginDialog();
  if (session.isPending)
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" label={t`Loading`} />
      </div>
    );
  return (
    <section aria-labelledby="account-title" className="mt-12 pb-8">
      <h1 id="account-title" className="mb-6 text-2xl font-medium uppercase md:text-3xl">
        <Trans>Account</Trans>
      </h1>
      {session.data ? (
        <AccountSecurity />
      ) : (
        <EmptyState
          icon={userGlyph}
          title={t`Log in to manage your account`}
          action={
            <Button onClick={openLogin}>
              <Trans>Login</Trans>
            </Button>
          }
        />
      )}
    </section>
  );
}
