import { Trans } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { newsletterCalls } from '../../../lib/api-client.ts';

/**
 * Ends the subscription an emailed link names as the page opens (once, even under
 * StrictMode's double effects) and says what happened.
 */
export function UnsubscribeConfirmation({ token }: { token: string | null }) {
  const unsubscribe = useMutation({ mutationFn: (t: string) => newsletterCalls.unsubscribe(t) });
  const sent = useRef(false);
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token) {
    return (
      <p role="alert">
        <Trans>This unsubscribe link is not complete. Please use the link from the email.</Trans>
      </p>
    );
  }
  if (unsubscribe.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{unsubscribe.error.message}</p>
        <Button variant="outline" onClick={() => unsubscribe.mutate(token)}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (unsubscribe.isSuccess) return <p role="status">{unsubscribe.data.message}</p>;
  return (
    <p role="status" aria-busy="true">
      <Trans>Unsubscribing…</Trans>
    </p>
  );
}
