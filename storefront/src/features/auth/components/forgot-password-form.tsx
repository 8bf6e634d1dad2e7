import { Button } from '@kirana/ui-kit/button';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForgotPassword } from '../api/password.ts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ForgotPasswordFormProps {
  onBack: () => void;
}

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const send = useForgotPassword();
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => emailRef.current?.focus(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = email.trim();
    const found = !typed
      ? 'Email is required'
      : EMAIL_SHAPE.test(typed)
        ? undefined
        : 'Please enter a valid email address';
    setError(found);
    if (!found) send.mutate(typed);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        Type the email you signed up with and we will send you a link to set a new password.
      </p>
      <Field id={`${id}-email`} label="Email" error={error} required>
        <Input
          ref={emailRef}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      {send.isSuccess ? (
        <p role="status" className="rounded-control bg-primary-soft px-3 py-2 text-sm">
          {send.data.message}
        </p>
      ) : null}
      {send.isError ? (
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
          {send.error.message}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={send.isPending} loadingText="Sending...">
        Send reset link
      </Button>
      <Button variant="ghost" size="sm" className="self-center underline" onClick={onBack}>
        Back to login
      </Button>
    </form>
  );
}
