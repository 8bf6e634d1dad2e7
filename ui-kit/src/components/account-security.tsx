import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import type { RequestState } from '../lib/request-state.ts';

export interface PasswordChange {
  currentPassword: string;
  password: string;
}

export interface AccountSecurityProps {
  change: RequestState<{ message: string }> & {
    mutate(values: PasswordChange, options?: { onSuccess?: () => void }): void;
  };
  endOthers: RequestState<{ message: string }> & { mutate(): void };
  /** The API's rule for a new password: its message, or undefined when it passes. */
  checkNewPassword: (password: string) => string | undefined;
  /** Under the new password, e.g. "At least 8 characters." */
  passwordHint: string;
  /** Why one would sign the other devices out, in the account's own words. */
  devicesText: string;
}

const empty: PasswordChange = { currentPassword: '', password: '' };

const Alert = ({ children }: { children: string }) => (
  <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
    {children}
  </p>
);
const Status = ({ children }: { children: string }) => (
  <p role="status" className="rounded-control bg-primary-soft px-3 py-2 text-sm">
    {children}
  </p>
);

// The API's own message (in the reader's language) and what else happened.
const changedText = (message: string) => t`${message} Other devices were signed out.`;

/**
 * Change password (the current one required) and sign out everywhere else, for a
 * shopper or a seller: the app passes its own requests.
 */
export function AccountSecurity({
  change,
  endOthers,
  checkNewPassword,
  passwordHint,
  devicesText,
}: AccountSecurityProps) {
  const id = useId();
  const [values, setValues] = useState<PasswordChange>(empty);
  const [errors, setErrors] = useState<Partial<PasswordChange>>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<PasswordChange> = {};
    if (!values.currentPassword) found.currentPassword = t`Current password is required`;
    const rule = checkNewPassword(values.password);
    if (rule) found.password = rule;
    setErrors(found);
    if (Object.keys(found).length === 0)
      change.mutate(values, { onSuccess: () => setValues(empty) });
  }
  const set = (field: keyof PasswordChange) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <div className="grid max-w-3xl gap-8 md:grid-cols-2">
      <section
        aria-labelledby={`${id}-change`}
        className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4"
      >
        <h2 id={`${id}-change`} className="text-lg font-medium">
          {t`Change password`}
        </h2>
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
          <Field
            id={`${id}-current`}
            label={t`Current password`}
            required
            error={errors.currentPassword}
          >
            <Input
              type="password"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={set('currentPassword')}
            />
          </Field>
          <Field
            id={`${id}-new`}
            label={t`New password`}
            required
            error={errors.password}
            hint={passwordHint}
          >
            <Input
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={set('password')}
            />
          </Field>
          {change.isError && change.error ? <Alert>{change.error.message}</Alert> : null}
          {change.isSuccess && change.data ? (
            <Status>{changedText(change.data.message)}</Status>
          ) : null}
          <Button type="submit" fullWidth loading={change.isPending} loadingText={t`Saving…`}>
            {t`Change password`}
          </Button>
        </form>
      </section>
      <section
        aria-labelledby={`${id}-devices`}
        className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4"
      >
        <h2 id={`${id}-devices`} className="text-lg font-medium">
          {t`Other devices`}
        </h2>
        <p className="text-sm text-ink-muted">{devicesText}</p>
        {endOthers.isError && endOthers.error ? <Alert>{endOthers.error.message}</Alert> : null}
        {endOthers.isSuccess && endOthers.data ? <Status>{endOthers.data.message}</Status> : null}
        <Button
          variant="outline"
          fullWidth
          loading={endOthers.isPending}
          loadingText={t`Signing out…`}
          onClick={() => endOthers.mutate()}
        >
          {t`Sign out everywhere else`}
        </Button>
      </section>
    </div>
  );
}
