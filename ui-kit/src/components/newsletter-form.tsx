import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';

export interface NewsletterFormProps {
  title?: string;
  description?: string;
  buttonLabel?: string;
  /**
   * Called with the typed address; the kit does not send it anywhere itself. When it
   * returns a promise, the box waits for it: a message it resolves to is shown as the
   * success (and the box cleared), a rejection's message as the error (the address kept).
   */
  onSubscribe?: (email: string) => void | Promise<string | void>;
  className?: string;
}

type Outcome = { kind: 'done' | 'failed'; message: string } | null;

export function NewsletterForm({
  title = t`Never Miss a Deal!`,
  description = t`Subscribe to get the latest offers, new arrivals, and exclusive discounts`,
  buttonLabel = t`Subscribe`,
  onSubscribe,
  className,
}: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pending = onSubscribe?.(email.trim());
    if (!pending) {
      setEmail('');
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const message = await pending;
      setEmail('');
      if (message) setOutcome({ kind: 'done', message });
    } catch (error) {
      const message = error instanceof Error ? error.message : t`Something went wrong.`;
      setOutcome({ kind: 'failed', message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('flex flex-col items-center gap-2 text-center', className)}
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-ink md:text-4xl">
        {title}
      </h2>
      <p className="pb-6 text-ink-muted md:text-lg">{description}</p>
      <form
        onSubmit={(event) => void handleSubmit(event)}
        aria-busy={busy}
        className="flex h-12 w-full max-w-2xl md:h-13"
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          {t`Email address`}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t`Enter your email id`}
          aria-invalid={outcome?.kind === 'failed' ? true : undefined}
          aria-describedby={outcome ? `${id}-outcome` : undefined}
          className="focus-ring h-full w-full min-w-0 rounded-l-control border border-r-0 border-line-strong bg-surface px-3 text-ink placeholder:text-ink-subtle"
        />
        <Button
          type="submit"
          loading={busy}
          loadingText={t`Subscribing…`}
          className="h-full rounded-l-none px-6 md:px-12"
        >
          {buttonLabel}
        </Button>
      </form>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <p
        id={`${id}-outcome`}
        role={outcome?.kind === 'failed' ? 'alert' : 'status'}
        className={cn(
          'min-h-6 pt-2 text-sm',
          outcome?.kind === 'failed' ? 'text-danger' : 'text-primary-strong',
        )}
      >
        {outcome?.message}
      </p>
    </section>
  );
}
