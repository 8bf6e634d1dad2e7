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
  if (!payment || payment.paymentStatus === 'pending') {
    return (
      <>
        <Spinner size="lg" label="Loading" />
        <p className="text-ink-muted">Waiting for the payment to be confirmed…</p>
      </>
    );
  }
  if (payment.paymentStatus === 'paid') {
    return (
      <>
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-on-primary">
          <Icon name="check" className="size-8" strokeWidth={3} />
        </span>
        <p className="text-lg font-medium">
          Payment received: {formatPrice(payment.amount)} for order{' '}
          {orderReference(payment.number, payment.orderId)}.
        </p>
        <p className="text-ink-muted">Taking you to your orders…</p>
      </>
    );
  }
  if (payment.paymentStatus === 'flagged') {
    return (
      <>
        <p className="text-lg font-medium">
          We received a payment for order {orderReference(payment.number, payment.orderId)}.
        </p>
        <p className="max-w-md text-ink-muted">
          Its amount differs from the order&apos;s, so the shop will check it and get in touch.
        </p>
      </>
    );
  }
  return (
    <>
      <p className="text-lg font-medium">
        The payment for order {orderReference(payment.number, payment.orderId)} did not go through.
      </p>
      <p className="text-ink-muted">Nothing was charged. Your cart is as you left it.</p>
      <Button asChild>
        <Link to={paths.cart}>Back to cart</Link>
      </Button>
      <Link to={next} className="focus-ring rounded-sm text-primary-strong underline">
        See my orders
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
  usePageTitle('Processing');
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
      <h1 className="sr-only">Processing</h1>
      {next && !unknown ? (
        <div aria-live="polite" className="flex flex-col items-center gap-4">
          <PaymentNews payment={payment.data} next={next} />
        </div>
      ) : (
        <>
          <Spinner size="lg" label="Loading" />
          {next ? <p className="text-ink-muted">Finishing up, please wait…</p> : null}
        </>
      )}
    </div>
  );
}
