import { RESET_LINK_INVALID } from '@kirana/api/contract/password';
import { MIN_PASSWORD_LENGTH } from '@kirana/api/contract/user';
import { Button } from '@kirana/ui-kit/button';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSellerSession } from '../api/get-seller-session.ts';
import { useResetPassword } from '../api/password.ts';
import { LoginForm } from './login-form.tsx';
import { newPasswordError } from '@kirana/api/contract/password';
import { Trans, useLingui } from '@lingui/react/macro';

/** The page an emailed link opens: a new password, then the sign-in form. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const reset = useResetPassword();
  const session = useSellerSession();
  const { t } = useLingui();
  const minLength = MIN_PASSWORD_LENGTH;

  if (!token) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
          {RESET_LINK_INVALID}
        </p>
        <Link to={paths.login} className="focus-ring text-primary-strong underline">
          <Trans>Back to sign in</Trans>
        </Link>
      </div>
    );
  }

  if (reset.isSuccess) {
    // Signed in again with the new password: on to the console.
    if (session.data === true) return <Navigate to={paths.addProduct} replace />;
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-control bg-primary-soft px-3 py-2 text-sm">
          {reset.data.message}
        </p>
        <LoginForm />
      </div>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = newPasswordError(password);
    setError(found);
    if (!found && token) reset.mutate({ token, password });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <Field
        id="reset-password"
        label={t`New password`}
        required
        error={error}
        hint={t`At least ${minLength} characters.`}
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      {reset.isError ? (
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
          {reset.error.message}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={reset.isPending} loadingText={t`Saving…`}>
        <Trans>Set new password</Trans>
      </Button>
    </form>
  );
}
