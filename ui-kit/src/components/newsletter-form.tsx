import { useId, useState, type FormEvent } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';

export interface NewsletterFormProps {
  title?: string;
  description?: string;
  buttonLabel?: string;
  /** Called with the typed address; the kit does not send it anywhere itself. */
  onSubscribe?: (email: string) => void;
  className?: string;
}

export function NewsletterForm({
  title = 'Never Miss a Deal!',
  description = 'Subscribe to get the latest offers, new arrivals, and exclusive discounts',
  buttonLabel = 'Subscribe',
  onSubscribe,
  className,
}: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubscribe?.(email.trim());
    setEmail('');
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
      <form onSubmit={handleSubmit} className="flex h-12 w-full max-w-2xl md:h-13">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="Enter your email id"
          className="focus-ring h-full w-full min-w-0 rounded-l-control border border-r-0 border-line-strong bg-surface px-3 text-ink placeholder:text-ink-subtle"
        />
        <Button type="submit" className="h-full rounded-l-none px-6 md:px-12">
          {buttonLabel}
        </Button>
      </form>
    </section>
  );
}
