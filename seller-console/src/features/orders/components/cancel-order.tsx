import {
  CANCEL_NOTE_MAX,
  cancelReasonCodes,
  type CancelReasonCode,
} from '@kirana/api/contract/cancel-reason';
import type { Order } from '@kirana/api/contract/order';
import { canMove, type OrderStatus } from '@kirana/api/contract/order-status';
import { orderReference } from '@kirana/api/contract/order-reference';
import { Button } from '@kirana/ui-kit/button';
import { Textarea } from '@kirana/ui-kit/textarea';
import { statusLabel } from '@kirana/ui-kit/lib/order-words';
import { toast } from '@kirana/ui-kit/toaster';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSetOrderStatus } from '../api/set-order-status.ts';

/** The reasons as the seller reads them (the shopper reads them in the shop's words). */
function useReasonLabels(): Record<CancelReasonCode, string> {
  const { t } = useLingui();
  return {
    'out-of-stock': t`Items out of stock`,
    'cannot-deliver': t`Cannot deliver to this address`,
    'shop-closed': t`Shop closed`,
    'customer-asked': t`The customer asked to cancel`,
    other: t`Other reason`,
  };
}

/**
 * Cancelling asks once more, and why: the shopper reads the reason in My Orders and in the
 * email. It stops the delivery and refunds a paid online order.
 */
export function CancelOrder({ order }: { order: Order }) {
  const { t } = useLingui();
  const id = useId();
  const labels = useReasonLabels();
  const [confirming, setConfirming] = useState(false);
  const [code, setCode] = useState<CancelReasonCode | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setStatus = useSetOrderStatus();
  const reference = orderReference(order.number, order._id);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a contract status value, not UI text
  const cancel: OrderStatus = 'Cancelled';
  const cancelled = statusLabel(cancel);
  if (!canMove(order.status, cancel, 'seller')) return null;
  if (!confirming) {
    return (
      <Button size="sm" variant="danger-outline" onClick={() => setConfirming(true)}>
        <Trans>Cancel order</Trans>
      </Button>
    );
  }

  function submit() {
    if (!code) return setProblem(t`Choose why the order is cancelled.`);
    if (code === 'other' && !note.trim()) return setProblem(t`Say why the order is cancelled.`);
    setProblem(null);
    setStatus.mutate(
      {
        orderId: order._id,
        status: cancel,
        reason: code === 'other' ? { code, note: note.trim() } : { code },
      },
      {
        onSuccess: () => toast.success(t`Order ${reference}: ${cancelled}`),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <form
      aria-label={t`Confirm cancelling`}
      className="flex w-full flex-col gap-3 rounded-card border border-danger/30 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={problem ? `${id}-problem` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">
          <Trans>Cancel {reference}? Why (the customer is told):</Trans>
        </legend>
        {cancelReasonCodes.map((reason) => (
          <label key={reason} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-reason`}
              value={reason}
              checked={code === reason}
              onChange={() => setCode(reason)}
              className="size-4 accent-danger"
            />
            {labels[reason]}
          </label>
        ))}
        {code === 'other' ? (
          <Textarea
            aria-label={t`The reason, in your words`}
            rows={2}
            maxLength={CANCEL_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        ) : null}
      </fieldset>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      {order.isPaid && order.paymentType === 'Online' ? (
        <p className="text-sm">
          <Trans>The customer is refunded in full.</Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          variant="danger"
          loading={setStatus.isPending}
          loadingText={t`Cancelling…`}
        >
          <Trans>Yes, cancel it</Trans>
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
          <Trans>No</Trans>
        </Button>
      </div>
    </form>
  );
}
