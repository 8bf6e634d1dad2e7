import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { usePageTitle } from '../use-page-title.ts';

/** /reset-password?token=…: where a forgot-password email's link leads. */
export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  return (
    <section aria-labelledby="reset-title" className="mt-10 max-w-2xl md:mt-16">
      <h1 id="reset-title" className="mb-4 text-2xl font-semibold md:text-3xl">
        Set a new password
      </h1>
      <ResetPasswordForm token={params.get('token')} />
    </section>
  );
}
