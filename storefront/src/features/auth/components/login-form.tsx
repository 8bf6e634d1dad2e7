import { Trans, useLingui } from '@lingui/react/macro';
import type { UserResponse } from '@kirana/api/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@kirana/ui-kit/button';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sessionQueries } from '../api/get-session.ts';
import { login, register } from '../api/sign-in.ts';
import {
  passwordHint,
  validateLogin,
  type LoginErrors,
  type LoginValues,
} from './validate-login.ts';

export type LoginMode = 'login' | 'register';

export interface LoginFormProps {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  onSignedIn: () => void;
  /** Shows the forgot-password form in place of this one. */
  onForgotPassword?: () => void;
}

const empty: LoginValues = { name: '', email: '', password: '' };

export function LoginForm({ mode, onModeChange, onSignedIn, onForgotPassword }: LoginFormProps) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LoginValues>(empty);
  const [errors, setErrors] = useState<LoginErrors>({});
  const registering = mode === 'register';
  const switchedTo = useRef<LoginMode | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const signIn = useMutation({
    mutationFn: (input: LoginValues): Promise<UserResponse> =>
      registering ? register(input) : login({ email: input.email, password: input.password }),
    onSuccess: ({ user, message }) => {
      // The cart provider sees the new user and merges the visitor's cart into theirs.
      queryClient.setQueryData(sessionQueries.current().queryKey, user);
      // What was said to the visitor (a refused attempt, "Please log in") is over.
      toast.dismiss();
      toast.success(message ?? t`Logged in`);
      onSignedIn();
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLogin(values, mode);
    setErrors(found);
    if (Object.keys(found).length === 0) signIn.mutate(values);
  }

  function switchMode(next: LoginMode) {
    setErrors({});
    signIn.reset();
    onModeChange(next);
    // The button pressed stays where it is, so focus would stay on it; start the new form.
    switchedTo.current = next;
  }

  useEffect(() => {
    if (switchedTo.current !== mode) return;
    switchedTo.current = null;
    (mode === 'register' ? nameRef : emailRef).current?.focus();
  }, [mode]);

  const change = (field: keyof LoginValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      {registering ? (
        <Field id={`${id}-name`} label={t`Name`} error={errors.name} required>
          <Input ref={nameRef} autoComplete="name" value={values.name} onChange={change('name')} />
        </Field>
      ) : null}
      <Field id={`${id}-email`} label={t`Email`} error={errors.email} required>
        <Input
          ref={emailRef}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
        />
      </Field>
      <Field
        id={`${id}-password`}
        label={t`Password`}
        error={errors.password}
        hint={registering ? passwordHint() : undefined}
        required
      >
        <Input
          type="password"
          autoComplete={registering ? 'new-password' : 'current-password'}
          value={values.password}
          onChange={change('password')}
        />
      </Field>
      {!registering && onForgotPassword ? (
        <Button
          variant="ghost"
          size="sm"
          className="-mt-2 self-end px-1 text-primary-strong underline"
          onClick={onForgotPassword}
        >
          <Trans>Forgot password?</Trans>
        </Button>
      ) : null}
      {signIn.isError ? (
        // Only here, not also as a toast: the modal hides the rest of the page (toasts
        // included) from screen readers, and a toast would outlive the attempt.
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
          {signIn.error.message}
        </p>
      ) : null}
      <Button
        type="submit"
        fullWidth
        loading={signIn.isPending}
        loadingText={registering ? t`Creating account...` : t`Logging in...`}
      >
        {registering ? <Trans>Create Account</Trans> : <Trans>Login</Trans>}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        {registering ? <Trans>Already have an account?</Trans> : <Trans>New to Kirana?</Trans>}{' '}
        <Button
          variant="ghost"
          size="sm"
          className="px-1 text-primary-strong underline"
          onClick={() => switchMode(registering ? 'login' : 'register')}
        >
          {registering ? <Trans>Log in instead</Trans> : <Trans>Create an account</Trans>}
        </Button>
      </p>
    </form>
  );
}
