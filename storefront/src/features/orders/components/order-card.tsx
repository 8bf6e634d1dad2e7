import type { Order } from '@kirana/api/contract/order';
import { paymentState, paymentTypeLabels } from '@kirana/api/contract/order-status';
import { toPaise, toRupees } from '@kirana/api/contract/paise';
import { Badge } from '@kirana/ui-kit/badge';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { ProductImage } from '@kirana/ui-kit/product-image';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { pictureOf } from '../../../lib/picture.ts';
import { CancelOrderButton } from './cancel-order-button.tsx';
import { OrderAgainButton } from './order-again-button.tsx';
import { OrderHistory } from './order-history.tsx';
import { orderReference } from '@kirana/api/contract/order-reference';
import { editedLinesText } from '@kirana/api/contract/order-edit-words';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' });

/**
 * Where the money stands, while the order is on its way. A flagged payment is the shop's
 * to check; the shopper only needs to know it is not lost.
 */
function PaymentBadge({ order }: { order: Order }) {
  switch (paymentState(order)) {
    case 'paid':
      return <Badge tone="paid">Paid</Badge>;
    case 'flagged':
      return <Badge tone="pending">Payment under review</Badge>;
    case 'awaiting':
      return (
        <Badge tone="pending">
          Awaiting payment
          {order.paymentDueAt ? ` · until ${timeFormat.format(new Date(order.paymentDueAt))}` : ''}
        </Badge>
      );
    case 'due':
      return (
        <Badge tone="pending">{order.paymentType === 'COD' ? 'Pay on delivery' : 'Pending'}</Badge>
      );
    default:
      return null;
  }
}

/** One line for where the order is, and for a cancelled one, what became of the money. */
function orderState(order: Order): string {
  if (order.status !== 'Cancelled') return order.status;
  // What the cancel refunds: what came in, less what the shop's edits already refunded.
  const editRefunds = (order.edits ?? []).reduce((sum, edit) => sum + toPaise(edit.refund), 0);
  const money = formatPrice(toRupees(toPaise(order.paidAmount ?? order.amount) - editRefunds));
  switch (paymentState(order)) {
    case 'refund-refunded':
      return `Cancelled · refunded ${money}`;
    case 'refund-pending':
      return `Cancelled · refund of ${money} on its way`;
    case 'refund-failed':
      return `Cancelled · refund of ${money} delayed, the shop will send it again`;
    case 'flagged':
      return 'Cancelled · payment under review';
    default:
      return order.paymentType === 'Online' ? 'Cancelled · nothing charged' : 'Cancelled';
  }
}

/** The shop's edits before packing, each with its reason and any refund. */
function OrderChanges({ order }: { order: Order }) {
  if (!order.edits?.length) return null;
  return (
    <ul className="mt-2 flex flex-col gap-1 text-sm text-ink-muted">
      {order.edits.map((edit, i) => (
        <li key={`${edit.at} ${i}`}>
          Changed by the shop: {editedLinesText(edit.lines)} ({edit.reason})
          {edit.refund > 0
            ? ` · ${formatPrice(edit.refund)} ${edit.refundStatus === 'refunded' ? 'refunded' : 'being refunded'} to you`
            : ''}
        </li>
      ))}
    </ul>
  );
}

/** One past order: number, where it is, what, how much, how it is paid and where it goes. */
export function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order._id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-line p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-ink-muted">
        <h2 id={headingId} className="text-base font-medium text-ink">
          Order {orderReference(order.number, order._id)}{' '}
          <span className="font-normal text-ink-muted">
            placed {dateFormat.format(new Date(order.createdAt))}
          </span>
        </h2>
        <p>Payment: {paymentTypeLabels[order.paymentType]}</p>
        {order.status === 'Cancelled' ? null : <PaymentBadge order={order} />}
        <p className="font-medium text-ink">Total Amount: {formatPrice(order.amount)}</p>
      </div>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="mb-2 text-sm font-medium text-ink">Status: {orderState(order)}</p>
          <OrderHistory order={order} />
          <OrderChanges order={order} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={paths.orderBill(order._id)}
            aria-label={`Bill for order ${orderReference(order.number, order._id)}`}
            className="focus-ring inline-flex min-h-11 items-center rounded-sm text-sm text-primary-strong underline"
          >
            Bill
          </Link>
          <OrderAgainButton order={order} />
          <CancelOrderButton order={order} />
        </div>
      </div>
      <ul className="mt-4 divide-y divide-line border-t border-line">
        {order.items.map(({ product, quantity }) => (
          <li key={product._id} className="flex flex-wrap items-center gap-4 py-4 text-sm">
            <span className="size-16 shrink-0 rounded-card bg-primary-soft p-1">
              <ProductImage {...pictureOf(product.images[0])} alt={product.name} sizes="56px" />
            </span>
            <div className="min-w-40 flex-1">
              <p className="text-base font-medium text-ink">{product.name}</p>
              <p className="text-ink-muted">Category: {product.category}</p>
            </div>
            <p className="text-ink-muted">Quantity: {quantity}</p>
            <p className="font-medium text-primary-strong tabular-nums">
              Amount: {formatPrice(toRupees(toPaise(product.offerPrice) * quantity))}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-muted">
        Deliver to {order.address.firstName} {order.address.lastName}, {order.address.street},{' '}
        {order.address.landmark ? `${order.address.landmark}, ` : null}
        {order.address.city}, {order.address.state} {order.address.zipcode}, {order.address.country}
      </p>
    </article>
  );
}
