import type { Order } from '@kirana/api/contract/order';
import type { RefundStatus } from '@kirana/api/contract/order-status';
import { Button } from '@kirana/ui-kit/button';
import { Dialog, DialogContent, DialogTrigger } from '@kirana/ui-kit/dialog';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { toast } from '@kirana/ui-kit/toaster';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { mobileDigits } from '@kirana/api/contract/indian-mobile';
import { orderBillOf } from '../../../config/paths.ts';
import { useRetryRefund } from '../api/retry-refund.ts';
import { AdvanceButton } from './advance-button.tsx';
import { EditOrderDialog } from './edit-order-dialog.tsx';
import { PhoneLink, WhatsAppLink } from './contact-links.tsx';
import { OrderHistory } from './order-history.tsx';
import { CancelOrder } from './cancel-order.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { ChannelBadge } from './channel-badge.tsx';
import { PaymentBadge } from './payment-badge.tsx';
import { orderReference } from '@kirana/api/contract/order-reference';
import { slotDateLabel } from '../../../lib/delivery-slot.ts';
import { editedLinesLabel, paymentTypeLabel, statusLabel } from '@kirana/ui-kit/lib/order-words';

const owed = (status: Order['refundStatus']) => status === 'pending' || status === 'failed';

/**
 * A refund not through yet (a cancel's, whose state is in the payment badge, or an edit's,
 * under Changes) can be asked for again.
 */
function RetryRefund({ order }: { order: Order }) {
  const { t } = useLingui();
  const retry = useRetryRefund();
  const reference = orderReference(order.number, order._id);
  if (!owed(order.refundStatus) && !order.edits?.some((e) => owed(e.refundStatus))) return null;
  return (
    <div>
      <Button
        size="sm"
        variant="outline"
        loading={retry.isPending}
        loadingText={t`Refunding…`}
        onClick={() =>
          retry.mutate(order._id, {
            onSuccess: () => toast.success(t`Order ${reference}: refunded`),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        <Trans>Retry refund</Trans>
      </Button>
    </div>
  );
}

/** The shop's edits before packing: what changed, why, and any refund. */
function OrderChanges({ order }: { order: Order }) {
  const { t } = useLingui();
  if (!order.edits?.length) return null;
  const reference = orderReference(order.number, order._id);
  const refundText = (refund: string, status: RefundStatus) =>
    status === 'pending'
      ? t`${refund} refund pending`
      : status === 'refunded'
        ? t`${refund} refunded`
        : t`${refund} refund failed`;
  return (
    <ul aria-label={t`Changes to order ${reference}`} className="flex flex-col gap-1">
      {order.edits.map((edit, i) => {
        const lines = editedLinesLabel(edit.lines);
        const { reason } = edit;
        return (
          <li key={`${edit.at} ${i}`}>
            {t`Changed by the shop: ${lines} (${reason}).`} {formatPrice(edit.oldAmount)} →{' '}
            {formatPrice(edit.newAmount)}
            {edit.refund > 0 && edit.refundStatus
              ? `, ${refundText(formatPrice(edit.refund), edit.refundStatus)}`
              : ''}
          </li>
        );
      })}
    </ul>
  );
}

const DeliverySlot = ({ label }: { label: string }) => (
  <p>
    <Trans>Delivery slot: {label}</Trans>
  </p>
);

/** Everything about one order, with its history and what can be done next. */
export function OrderDetailDialog({ order }: { order: Order }) {
  const { t } = useLingui();
  const reference = orderReference(order.number, order._id);
  const { firstName } = order.address;
  const status = statusLabel(order.status);
  const fee = order.deliveryFee === 0 ? t`Free` : formatPrice(order.deliveryFee);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t`Details of order ${reference}`}>
          <Trans>Details</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent title={t`Order ${reference}`} size="md">
        <div className="flex flex-col gap-4 text-sm">
          <div className="flex flex-wrap items-center gap-3">
            <OrderStatusBadge order={order} />
            <ChannelBadge order={order} />
            <span>
              {formatPrice(order.amount)} · {paymentTypeLabel(order.paymentType)}
            </span>
            <PaymentBadge order={order} />
          </div>
          <div className="flex flex-col gap-1">
            {order.slot ? <DeliverySlot label={slotDateLabel(order.slot)} /> : null}
            <p>
              <Trans>Delivery fee: {fee}</Trans>
            </p>
          </div>
          <OrderHistory order={order} />
          <OrderChanges order={order} />
          <RetryRefund order={order} />
          <ul className="flex flex-col gap-1 border-t border-line pt-3">
            {order.items.map((item) => (
              <li key={item.product._id}>
                {item.product.name} × {item.quantity}
              </li>
            ))}
          </ul>
          <p className="text-ink-muted">
            {order.address.firstName} {order.address.lastName}, {order.address.street},{' '}
            {order.address.city} · <PhoneLink phone={order.address.phone} />
            {mobileDigits(order.address.phone) ? ' · ' : null}
            <WhatsAppLink
              phone={order.address.phone}
              message={t`Hello ${firstName}, your order ${reference} is now: ${status}.`}
              label={t`WhatsApp ${firstName} about order ${reference}`}
            />
          </p>
          <div className="flex flex-wrap gap-3 border-t border-line pt-3">
            <AdvanceButton order={order} />
            <EditOrderDialog order={order} />
            <CancelOrder order={order} />
            <Button size="sm" variant="outline" asChild>
              <Link to={orderBillOf(order._id)} aria-label={t`Bill for order ${reference}`}>
                <Trans>Bill</Trans>
              </Link>
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
