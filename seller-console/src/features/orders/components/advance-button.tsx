import type { Order } from '@kirana/api/contract/order';
import { awaitingPayment, nextStatus } from '@kirana/api/contract/order-status';
import { Button } from '@kirana/ui-kit/button';
import { toast } from '@kirana/ui-kit/toaster';
import { useLingui } from '@lingui/react/macro';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { orderReference } from '@kirana/api/contract/order-reference';
import { advanceLabel } from '../lib/order-words.ts';
import { statusLabel } from '@kirana/ui-kit/lib/order-words';

/** One click to the next step (Packed, Out for delivery, Delivered); nothing at the end. */
export function AdvanceButton({ order }: { order: Order }) {
  const { t } = useLingui();
  const setStatus = useSetOrderStatus();
  const next = nextStatus(order.status);
  // An online order still waiting for its money cannot move; the API would say so too.
  if (!next || awaitingPayment(order)) return null;
  const label = advanceLabel(next);
  const reference = orderReference(order.number, order._id);
  const status = statusLabel(next);
  return (
    <Button
      size="sm"
      loading={setStatus.isPending}
      loadingText={t`Saving…`}
      aria-label={t`${label}: order ${reference}`}
      onClick={() =>
        setStatus.mutate(
          { orderId: order._id, status: next },
          {
            onSuccess: () => toast.success(t`Order ${reference}: ${status}`),
            onError: (error) => toast.error(error.message),
          },
        )
      }
    >
      {label}
    </Button>
  );
}
