import { Button } from '@kirana/ui-kit/button';
import { useState } from 'react';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { Trans } from '@lingui/react/macro';

/** The sign-in form, or in its place the form asking for a reset link. */
export function SignInPanel() {
  const [forgot, setForgot] = useState(false);
  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;
  return (
    <div className="flex flex-col gap-2">
      <LoginForm />
      <Button
        variant="ghost"
        size="sm"
        className="self-center text-primary-strong underline"
        onClick={() => setForgot(true)}
      >
        <Trans>Forgot password?</Trans>
      </Button>
    </div>
  );
}
