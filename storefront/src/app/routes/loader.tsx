import { Trans, useLingui } from '@lingui/react/macro';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { Button } from '@kirana/ui-kit/button';
import { Icon } from '@kirana/ui-kit/icon';
import { Spinner } from '@kirana/ui-kit/spinner';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOADER_REDIRECT_MS, PAYMENT_WAIT_MS } from '../../config/constants.ts';
import { paths } from '../../config/paths.ts';
import { useOrderPayment, type OrderPayment } from '../../features/orders/api/get-order-payment.ts';
import { usePageTitle } from '../use-page-title.ts';
import { orderReference } from '@kirana/api/contract/order-reference';
import { checkGlyph } from '@kirana/ui-kit/glyphs';

/**
 * Only a path inside the shop: `next` arrives in the URL, so "//evil.example" or a full
 * URL must not turn the shop into an open redirect.
 */
export function safeNext(next: string | null): string | null {
  if (!next) return null;
  const path = next.replace(/^\/+/, '');
  return /^[\w-]+(?:\/[\w-]+)*$/.test(path) ? `/${path}` : null;
}

/** Which of these times since mount have passed (the largest so far), in ms. */
function useElapsed(limits: readonly number[]): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timers = limits.map((ms) => setTimeout(() => setElapsed(ms), ms));
    return () => timers.forEach(clearTimeout);
  }, [limits]);
  return elapsed;
}

const LIMITS = [LOADER_REDIRECT_MS, PAYMENT_WAIT_MS] as const;

function PaymentNews({ payment, next }: { payment: OrderPayment | undefined; next: string }) {
  const { t } = useLingui();
  if (!payment || payment.paymentStatus === 'pending') {
    return (
      <>
        <Spinner size="lg" label={t`Loading`} />
        <p className="text-ink-muted">
          <Trans>Waiting for the payment to be confirmed…</Trans>
        </p>
      </>
    );
  }
  const reference = orderReference(payment.number, payment.orderId);
  if (payment.paymentStatus === 'paid') {
    const amount = formatPrice(payment.amount);
    return (
      <>
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-on-primary">
          <Icon glyph={checkGlyph} className="size-8" strokeWidth={3} />
        </span>
        <p className="text-lg font-medium">
          <Trans>
            Payment received: {amount} for order {reference}.
          </Trans>
        </p>
        <p className="text-ink-muted">
          <Trans>Taking you to your orders…</Trans>
        </p>
      </>
    );
  }
  if (payment.paymentStatus === 'flagged') {
    return (
      <>
        <p className="text-lg font-medium">
          <Trans>We received a payment for order {reference}.</Trans>
        </p>
        <p className="max-w-md text-ink-muted">
          <Trans>
            Its amount differs from the order&apos;s, so the shop will check it and get in touch.
          </Trans>
        </p>
      </>
    );
  }
  return (
    <>
      <p className="text-lg font-medium">
        <Trans>The payment for order {reference} did not go through.</Trans>
      </p>
      <p className="text-ink-muted">
        <Trans>Nothing was charged. Your cart is as you left it.</Trans>
      </p>
      <Button asChild>
        <Link to={paths.cart}>
          <Trans>Back to cart</Trans>
        </Link>
      </Button>
      <Link to={next} className="focus-ring rounded-sm text-primary-strong underline">
        <Trans>See my orders</Trans>
      </Link>
    </>
  );
}

/**
 * Where the payment page returns. With the order's id it asks the API how the payment
 * stands and says so ("Payment received"); then `/{next}` after five seconds, as the spec
 * says, or as soon after as the provider's confirmation arrives (at most 30 s), so My
 * Orders shows the order. A failed payment stays here with a way back to the cart.
 */
export default function LoaderPage() {
  const { t } = useLingui();
  usePageTitle(t`Processing`);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const orderId = params.get('order');
  const payment = useOrderPayment(next ? orderId : null);
  const elapsed = useElapsed(LIMITS);
  const status = payment.data?.paymentStatus;
  // No order to ask about, or the API cannot tell (signed out, unknown order): the spec's
  // plain five seconds.
  const unknown = !orderId || payment.isError;
  const settled = unknown || (status !== undefined && status !== 'pending');
  const ready = settled
    ? elapsed >= LOADER_REDIRECT_MS && status !== 'failed'
    : elapsed >= PAYMENT_WAIT_MS;

  useEffect(() => {
    if (next && ready) void navigate(next, { replace: true });
  }, [next, ready, navigate]);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="sr-only">
        <Trans>Processing</Trans>
      </h1>
      {next && !unknown ? (
        <div aria-live="polite" className="flex flex-col items-center gap-4">
          <PaymentNews payment={payment.data} next={next} />
        </div>
      ) : (
        <>
          <Spinner size="lg" label={t`Loading`} />
          {next ? (
            <p className="text-ink-muted">
              <Trans>Finishing up, please wait…</Trans>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
