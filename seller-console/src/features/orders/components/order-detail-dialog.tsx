import type { Order } from '@kirana/api/contract/order';
import { canMove, paymentTypeLabels } from '@kirana/api/contract/order-status';
import { Button } from '@kirana/ui-kit/button';
import { Dialog, DialogContent, DialogTrigger } from '@kirana/ui-kit/dialog';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { toast } from '@kirana/ui-kit/toaster';
import { useState } from 'react';
import { Link } from 'react-router';
import { mobileDigits } from '@kirana/api/contract/indian-mobile';
import { orderBillOf } from '../../../config/paths.ts';
import { useRetryRefund } from '../api/retry-refund.ts';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { editedLinesText } from '@kirana/api/contract/order-edit-words';
import { AdvanceButton } from './advance-button.tsx';
import { EditOrderDialog } from './edit-order-dialog.tsx';
import { PhoneLink, WhatsAppLink } from './contact-links.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { PaymentBadge } from './payment-badge.tsx';
import { orderReference } from '@kirana/api/contract/order-reference';
import { slotDateLabel } from '../../../lib/delivery-slot.ts';

const owed = (status: Order['refundStatus']) => status === 'pending' || status === 'failed';

/**
 * A refund not through yet (a cancel's, whose state is in the payment badge, or an edit's,
 * under Changes) can be asked for again.
 */
function RetryRefund({ order }: { order: Order }) {
  const retry = useRetryRefund();
  if (!owed(order.refundStatus) && !order.edits?.some((e) => owed(e.refundStatus))) return null;
  return (
    <div>
      <Button
        size="sm"
        variant="outline"
        loading={retry.isPending}
        loadingText="Refunding…"
        onClick={() =>
          retry.mutate(order._id, {
            onSuccess: () =>
              toast.success(`Order ${orderReference(order.number, order._id)}: refunded`),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        Retry refund
      </Button>
    </div>
  );
}

/** Cancelling asks once more: it stops the delivery and refunds a paid online order. */
function CancelOrder({ order }: { order: Order }) {
  const [confirming, setConfirming] = useState(false);
  const setStatus = useSetOrderStatus();
  if (!canMove(order.status, 'Cancelled', 'seller')) return null;
  if (!confirming) {
    return (
      <Button size="sm" variant="danger-outline" onClick={() => setConfirming(true)}>
        Cancel order
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Confirm cancelling" className="flex flex-wrap items-center gap-2">
      <p className="text-sm">
        Cancel {orderReference(order.number, order._id)}?
        {order.isPaid && order.paymentType === 'Online' ? ' The customer is refunded in full.' : ''}
      </p>
      <Button
        size="sm"
        variant="danger"
        loading={setStatus.isPending}
        loadingText="Cancelling…"
        onClick={() =>
          setStatus.mutate(
            { orderId: order._id, status: 'Cancelled' },
            {
              onSuccess: () =>
                toast.success(`Order ${orderReference(order.number, order._id)}: Cancelled`),
              onError: (error) => toast.error(error.message),
            },
          )
        }
      >
        Yes, cancel it
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
        No
      </Button>
    </div>
  );
}

const refundWords = { pending: 'refund pending', refunded: 'refunded', failed: 'refund failed' };

/** The shop's edits before packing: what changed, why, and any refund. */
function OrderChanges({ order }: { order: Order }) {
  if (!order.edits?.length) return null;
  const reference = orderReference(order.number, order._id);
  return (
    <ul aria-label={`Changes to order ${reference}`} className="flex flex-col gap-1">
      {order.edits.map((edit, i) => (
        <li key={`${edit.at} ${i}`}>
          Changed by the shop: {editedLinesText(edit.lines)} ({edit.reason}).{' '}
          {formatPrice(edit.oldAmount)} → {formatPrice(edit.newAmount)}
          {edit.refund > 0 && edit.refundStatus
            ? `, ${formatPrice(edit.refund)} ${refundWords[edit.refundStatus]}`
            : ''}
        </li>
      ))}
    </ul>
  );
}

/** Everything about one order, with its history and what can be done next. */
export function OrderDetailDialog({ order }: { order: Order }) {
  const reference = orderReference(order.number, order._id);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Details of order ${orderReference(order.number, order._id)}`}
        >
          Details
        </Button>
      </DialogTrigger>
      <DialogContent title={`Order ${orderReference(order.number, order._id)}`} size="md">
        <div className="flex flex-col gap-4 text-sm">
          <div className="flex flex-wrap items-center gap-3">
            <OrderStatusBadge order={order} />
            <span>
              {formatPrice(order.amount)} · {paymentTypeLabels[order.paymentType]}
            </span>
            <PaymentBadge order={order} />
          </div>
          <div className="flex flex-col gap-1">
            {order.slot ? <p>Delivery slot: {slotDateLabel(order.slot)}</p> : null}
            <p>Delivery fee: {order.deliveryFee === 0 ? 'Free' : formatPrice(order.deliveryFee)}</p>
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
              message={`Hello ${order.address.firstName}, your order ${reference} is now: ${order.status}.`}
              label={`WhatsApp ${order.address.firstName} about order ${reference}`}
            />
          </p>
          <div className="flex flex-wrap gap-3 border-t border-line pt-3">
            <AdvanceButton order={order} />
            <EditOrderDialog order={order} />
            <CancelOrder order={order} />
            <Button size="sm" variant="outline" asChild>
              <Link to={orderBillOf(order._id)} aria-label={`Bill for order ${reference}`}>
                Bill
              </Link>
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
