import type { Order } from '@kirana/api/contract/order';
import { advanceLabels, awaitingPayment, nextStatus } from '@kirana/api/contract/order-status';
import { Button } from '@kirana/ui-kit/button';
import { toast } from '@kirana/ui-kit/toaster';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { orderReference } from '@kirana/api/contract/order-reference';

/** One click to the next step (Packed, Out for delivery, Delivered); nothing at the end. */
export function AdvanceButton({ order }: { order: Order }) {
  const setStatus = useSetOrderStatus();
  const next = nextStatus(order.status);
  // An online order still waiting for its money cannot move; the API would say so too.
  if (!next || awaitingPayment(order)) return null;
  const label = advanceLabels[next] ?? next;
  return (
    <Button
      size="sm"
      loading={setStatus.isPending}
      loadingText="Saving…"
      aria-label={`${label}: order ${orderReference(order.number, order._id)}`}
      onClick={() =>
        setStatus.mutate(
          { orderId: order._id, status: next },
          {
            onSuccess: () =>
              toast.success(`Order ${orderReference(order.number, order._id)}: ${next}`),
            onError: (error) => toast.error(error.message),
          },
        )
      }
    >
      {label}
    </Button>
  );
}
