import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { useId, useState, type FormEvent } from 'react';
import { useResetPassword } from '../api/password.ts';
import { useLoginDialog } from '../login-dialog-context.ts';
import { passwordError, passwordHint } from './validate-login.ts';

/** The page an emailed link opens: a new password, then the login modal. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useLingui();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const reset = useResetPassword();
  const { openLogin } = useLoginDialog();

  if (!token) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
          {/* The contract's RESET_LINK_INVALID, in the shopper's language: no request was made. */}
          <Trans>This reset link is invalid or has expired. Please ask for a new one.</Trans>
        </p>
        <Button onClick={openLogin}>
          <Trans>Login</Trans>
        </Button>
      </div>
    );
  }

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="status" className="rounded-control bg-primary-soft px-3 py-2">
          {reset.data.message}
        </p>
        <Button onClick={openLogin}>
          <Trans>Login</Trans>
        </Button>
      </div>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = passwordError(password);
    setError(found);
    if (!found && token) reset.mutate({ token, password }, { onSuccess: () => openLogin() });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex max-w-sm flex-col gap-4">
      <Field
        id={`${id}-password`}
        label={t`New password`}
        error={error}
        hint={passwordHint()}
        required
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
      <Button type="submit" fullWidth loading={reset.isPending} loadingText={t`Saving...`}>
        <Trans>Set new password</Trans>
      </Button>
    </form>
  );
}
