import { Spinner } from '@kirana/ui-kit/spinner';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LOADER_REDIRECT_MS } from '../../config/constants.ts';
import { usePageTitle } from '../use-page-title.ts';

/**
 * Only a path inside the shop: `next` arrives in the URL, so "//evil.example" or a full
 * URL must not turn the shop into an open redirect.
 */
export function safeNext(next: string | null): string | null {
  if (!next) return null;
  const path = next.replace(/^\/+/, '');
  return /^[\w-]+(?:\/[\w-]+)*$/.test(path) ? `/${path}` : null;
}

/** Where the payment page returns: a spinner, then `/{next}` after five seconds. */
export default function LoaderPage() {
  usePageTitle('Processing');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));

  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => void navigate(next, { replace: true }), LOADER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [next, navigate]);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4">
      <h1 className="sr-only">Processing</h1>
      <Spinner size="lg" label="Loading" />
      {next ? <p className="text-ink-muted">Finishing up, please wait…</p> : null}
    </div>
  );
}
