import { Logo } from '@kirana/ui-kit/logo';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** /reset-password?token=…: where the seller's forgot-password email leads (signed out). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const { t } = useLingui();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface-muted p-4">
      <title>{t`Set a new password · Kirana Seller`}</title>
      <div className="flex w-full max-w-sm flex-col gap-6 rounded-card border border-line bg-surface p-8 shadow-card">
        <Logo size="sm" suffix={t`Seller`} />
        <h1 className="text-2xl font-semibold">
          <Trans>Set a new password</Trans>
        </h1>
        <ResetPasswordForm token={params.get('token')} />
      </div>
    </main>
  );
}
