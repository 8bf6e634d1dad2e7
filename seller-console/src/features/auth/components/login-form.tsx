import { sellerLoginInputSchema } from '@kirana/api/contract/seller';
import { Button } from '@kirana/ui-kit/button';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { toast } from '@kirana/ui-kit/toaster';
import { useRef, useState, type FormEvent } from 'react';
import { useLoginSeller } from '../api/login.ts';
import { Trans, useLingui } from '@lingui/react/macro';

type LoginField = 'email' | 'password';
type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * Email and password, checked with the API's own schema before anything is sent, so the
 * seller sees the same wording the server would use.
 */
export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useLoginSeller();
  const { t } = useLingui();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = sellerLoginInputSchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: LoginErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as LoginField;
        next[field] ??= issue.message;
      }
      setErrors(next);
      (next.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: (response) => {
        // Whatever was said before signing in (a refused attempt) is over.
        toast.dismiss();
        toast.success(response.message);
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <Field id="login-email" label={t`Email`} required error={errors.email}>
        <Input
          ref={emailRef}
          type="email"
          autoComplete="username"
          placeholder="seller@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field id="login-password" label={t`Password`} required error={errors.password}>
        <Input
          ref={passwordRef}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      {login.isError ? (
        // Said here, next to the form, rather than in a toast that outlives the attempt.
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
          {login.error.message}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={login.isPending} loadingText={t`Signing in…`}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}
