import type { Order } from '@kirana/api/contract/order';
import { paymentState } from '@kirana/api/contract/order-status';
import { Badge } from '@kirana/ui-kit/badge';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { dateFormat } from '@kirana/ui-kit/lib/intl-locale';
import { Trans, useLingui } from '@lingui/react/macro';
import { refundLabel } from '../lib/order-words.ts';

const timeFormat = () => dateFormat('payment-due', { timeStyle: 'short' });

/**
 * A flagged payment: the provider reported an amount (or currency) other than the order's.
 * The seller sees both amounts to settle it with the shopper or the provider.
 */
function FlaggedPayment({ order }: { order: Order }) {
  const { t } = useLingui();
  const currency =
    order.paidCurrency && order.paidCurrency !== 'inr'
      ? ` (${order.paidCurrency.toUpperCase()})`
      : '';
  const paid = order.paidAmount === null ? t`unknown` : formatPrice(order.paidAmount);
  const expected = formatPrice(order.amount);
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone="danger">
        <Trans>Check payment</Trans>
      </Badge>
      <span className="text-xs text-ink-muted">
        {t`Paid ${paid}${currency}, expected ${expected}`}
      </span>
    </span>
  );
}

/** "Awaiting payment", and when the payment window closes if the order says. */
function AwaitingPayment({ dueAt }: { dueAt: string | null | undefined }) {
  const { t } = useLingui();
  if (!dueAt) return t`Awaiting payment`;
  const time = timeFormat().format(new Date(dueAt));
  return t`Awaiting payment, expires ${time}`;
}

/**
 * Where the order's money stands, the same in the list and in the order's details: a
 * refund once there is one, and nothing for a cancelled order that was never charged.
 */
export function PaymentBadge({ order }: { order: Order }) {
  if (order.refundStatus) {
    return (
      <Badge tone={order.refundStatus === 'failed' ? 'danger' : 'neutral'}>
        {refundLabel(order.refundStatus)}
      </Badge>
    );
  }
  switch (paymentState(order)) {
    case 'paid':
      return (
        <Badge tone="paid">
          <Trans>Paid</Trans>
        </Badge>
      );
    case 'flagged':
      return <FlaggedPayment order={order} />;
    case 'awaiting':
      return (
        <Badge tone="pending">
          <AwaitingPayment dueAt={order.paymentDueAt} />
        </Badge>
      );
    case 'due':
      return (
        <Badge tone="pending">
          <Trans>Pending</Trans>
        </Badge>
      );
    default:
      return null;
  }
}
