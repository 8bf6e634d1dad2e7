import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { usePageTitle } from '../use-page-title.ts';

/** /reset-password?token=…: where a forgot-password email's link leads. */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Reset password`);
  const [params] = useSearchParams();
  return (
    <section aria-labelledby="reset-title" className="mt-10 max-w-2xl md:mt-16">
      <h1 id="reset-title" className="mb-4 text-2xl font-semibold md:text-3xl">
        <Trans>Set a new password</Trans>
      </h1>
      <ResetPasswordForm token={params.get('token')} />
    </section>
  );
}
