import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { RequestState } from '../lib/request-state.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

export interface ForgotPasswordFormProps {
  send: RequestState<{ message: string }> & { mutate(email: string): void };
  /** The app's rule for the email: its message, or undefined when it passes. */
  check: (email: string) => string | undefined;
  /** What the form says first, in the account's own words. */
  intro: string;
  backLabel: string;
  onBack: () => void;
  /** `email` for a shopper; `username` where the email is the sign-in name (the seller). */
  autoComplete?: 'email' | 'username';
}

/**
 * Asks for a reset link, for a shopper or a seller (the app passes its own request); the
 * answer is the same whether or not the email has an account.
 */
export function ForgotPasswordForm({
  send,
  check,
  intro,
  backLabel,
  onBack,
  autoComplete = 'email',
}: ForgotPasswordFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => emailRef.current?.focus(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = email.trim();
    const found = check(typed);
    setError(found);
    if (!found) send.mutate(typed);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{intro}</p>
      <Field id={`${id}-email`} label={t`Email`} error={error} required>
        <Input
          ref={emailRef}
          type="email"
          autoComplete={autoComplete}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      {send.isSuccess && send.data ? (
        <p role="status" className="rounded-control bg-primary-soft px-3 py-2 text-sm">
          {send.data.message}
        </p>
      ) : null}
      {send.isError && send.error ? (
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
          {send.error.message}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={send.isPending} loadingText={t`Sending…`}>
        {t`Send reset link`}
      </Button>
      <Button variant="ghost" size="sm" className="self-center underline" onClick={onBack}>
        {backLabel}
      </Button>
    </form>
  );
}
