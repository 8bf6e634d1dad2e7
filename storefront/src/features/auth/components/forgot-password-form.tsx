import { useLingui } from '@lingui/react/macro';
import { ForgotPasswordForm as Form } from '@kirana/ui-kit/forgot-password-form';
import { useForgotPassword } from '../api/password.ts';
import { emailError } from './validate-login.ts';

/** The login dialog's "Forgot password?" form (ui-kit's, shared with the console). */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  return (
    <Form
      send={useForgotPassword()}
      // The login dialog checks without zod; the server has the last word anyway.
      check={emailError}
      intro={t`Type the email you signed up with and we will send you a link to set a new password.`}
      backLabel={t`Back to login`}
      onBack={onBack}
    />
  );
}
