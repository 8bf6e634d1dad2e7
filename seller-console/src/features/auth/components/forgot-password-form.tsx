import { forgotPasswordInputSchema } from '@kirana/api/contract/password';
import { ForgotPasswordForm as Form } from '@kirana/ui-kit/forgot-password-form';
import { useForgotPassword } from '../api/password.ts';
import { useLingui } from '@lingui/react/macro';

// The API's own rule and wording.
const check = (email: string) => {
  const parsed = forgotPasswordInputSchema.safeParse({ email });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

/** The sign-in screen's "Forgot password?" form (ui-kit's, shared with the storefront). */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  return (
    <Form
      send={useForgotPassword()}
      check={check}
      intro={t`Type the seller account’s email and we will send a link to set a new password.`}
      backLabel={t`Back to sign in`}
      onBack={onBack}
      autoComplete="username"
    />
  );
}
