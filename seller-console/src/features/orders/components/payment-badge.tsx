import type { Order } from '@kirana/api/contract/order';
import { paymentState, refundStatusLabels } from '@kirana/api/contract/order-status';
import { Badge } from '@kirana/ui-kit/badge';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';

const timeFormat = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' });

/**
 * A flagged payment: the provider reported an amount (or currency) other than the order's.
 * The seller sees both amounts to settle it with the shopper or the provider.
 */
function FlaggedPayment({ order }: { order: Order }) {
  const currency =
    order.paidCurrency && order.paidCurrency !== 'inr'
      ? ` (${order.paidCurrency.toUpperCase()})`
      : '';
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone="danger">Check payment</Badge>
      <span className="text-xs text-ink-muted">
        Paid {order.paidAmount === null ? 'unknown' : formatPrice(order.paidAmount)}
        {currency}, expected {formatPrice(order.amount)}
      </span>
    </span>
  );
}

/**
 * Where the order's money stands, the same in the list and in the order's details: a
 * refund once there is one, and nothing for a cancelled order that was never charged.
 */
export function PaymentBadge({ order }: { order: Order }) {
  if (order.refundStatus) {
    return (
      <Badge tone={order.refundStatus === 'failed' ? 'danger' : 'neutral'}>
        {refundStatusLabels[order.refundStatus]}
      </Badge>
    );
  }
  switch (paymentState(order)) {
    case 'paid':
      return <Badge tone="paid">Paid</Badge>;
    case 'flagged':
      return <FlaggedPayment order={order} />;
    case 'awaiting':
      return (
        <Badge tone="pending">
          Awaiting payment
          {order.paymentDueAt ? `, expires ${timeFormat.format(new Date(order.paymentDueAt))}` : ''}
        </Badge>
      );
    case 'due':
      return <Badge tone="pending">Pending</Badge>;
    default:
      return null;
  }
}
