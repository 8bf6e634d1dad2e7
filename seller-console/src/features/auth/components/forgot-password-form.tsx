import { forgotPasswordInputSchema } from '@kirana/api/contract/password';
import { Button } from '@kirana/ui-kit/button';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForgotPassword } from '../api/password.ts';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const send = useForgotPassword();
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => emailRef.current?.focus(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The API's own rule and wording.
    const parsed = forgotPasswordInputSchema.safeParse({ email });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) send.mutate(parsed.data.email);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        Type the seller account’s email and we will send a link to set a new password.
      </p>
      <Field id="forgot-email" label="Email" required error={error}>
        <Input
          ref={emailRef}
          type="email"
          autoComplete="username"
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
      <Button type="submit" fullWidth loading={send.isPending} loadingText="Sending…">
        Send reset link
      </Button>
      <Button variant="ghost" size="sm" className="self-center underline" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
