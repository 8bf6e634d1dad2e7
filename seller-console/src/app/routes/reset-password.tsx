import { Logo } from '@kirana/ui-kit/logo';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

/** /reset-password?token=…: where the seller's forgot-password email leads (signed out). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface-muted p-4">
      <title>Set a new password · Kirana Seller</title>
      <div className="flex w-full max-w-sm flex-col gap-6 rounded-card border border-line bg-surface p-8 shadow-card">
        <Logo size="sm" suffix="Seller" />
        <h1 className="text-2xl font-semibold">Set a new password</h1>
        <ResetPasswordForm token={params.get('token')} />
      </div>
    </main>
  );
}
