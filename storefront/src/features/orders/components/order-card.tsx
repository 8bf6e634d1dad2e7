import type { Order } from '@kirana/api/contract/order';
import { paymentState } from '@kirana/api/contract/order-status';
import { toPaise, toRupees } from '@kirana/api/contract/paise';
import { t } from '@lingui/core/macro';
import { Badge } from '@kirana/ui-kit/badge';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { dateFormat } from '@kirana/ui-kit/lib/intl-locale';
import { ProductImage } from '@kirana/ui-kit/product-image';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { editedLinesLabel, paymentTypeLabel, statusLabel } from '@kirana/ui-kit/lib/order-words';
import { useCategoryLabel } from '../../../lib/category-label.ts';
import { pictureOf } from '../../../lib/picture.ts';
import { CancelOrderButton } from './cancel-order-button.tsx';
import { OrderAgainButton } from './order-again-button.tsx';
import { OrderHistory } from './order-history.tsx';
import { orderReference } from '@kirana/api/contract/order-reference';
import { bookedSlotLabel } from '../../../lib/slot-label.ts';

// In the active language's Intl locale, cached per language (intl-locale.ts). Core `t` below, not
// the React hook: the card is also rendered on its own (unit tests) without an I18nProvider.
const placedAt = (iso: string) =>
  dateFormat('order-time', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const clockTime = (iso: string) =>
  dateFormat('clock-time', { timeStyle: 'short' }).format(new Date(iso));

/**
 * Where the money stands, while the order is on its way. A flagged payment is the shop's
 * to check; the shopper only needs to know it is not lost.
 */
function PaymentBadge({ order }: { order: Order }) {
  switch (paymentState(order)) {
    case 'paid':
      return <Badge tone="paid">{t`Paid`}</Badge>;
    case 'flagged':
      return <Badge tone="pending">{t`Payment under review`}</Badge>;
    case 'awaiting': {
      const until = order.paymentDueAt ? clockTime(order.paymentDueAt) : null;
      return (
        <Badge tone="pending">
          {until ? t`Awaiting payment · until ${until}` : t`Awaiting payment`}
        </Badge>
      );
    }
    case 'due':
      return (
        <Badge tone="pending">
          {order.paymentType === 'COD' ? t`Pay on delivery` : t`Pending`}
        </Badge>
      );
    default:
      return null;
  }
}

/** One line for where the order is, and for a cancelled one, what became of the money. */
function orderState(order: Order): string {
  if (order.status !== 'Cancelled') return statusLabel(order.status);
  // What the cancel refunds: what came in, less what the shop's edits already refunded.
  const editRefunds = (order.edits ?? []).reduce((sum, edit) => sum + toPaise(edit.refund), 0);
  const money = formatPrice(toRupees(toPaise(order.paidAmount ?? order.amount) - editRefunds));
  switch (paymentState(order)) {
    case 'refund-refunded':
      return t`Cancelled · refunded ${money}`;
    case 'refund-pending':
      return t`Cancelled · refund of ${money} on its way`;
    case 'refund-failed':
      return t`Cancelled · refund of ${money} delayed, the shop will send it again`;
    case 'flagged':
      return t`Cancelled · payment under review`;
    default:
      return order.paymentType === 'Online' ? t`Cancelled · nothing charged` : t`Cancelled`;
  }
}

/** Why the shop cancelled, in the shopper's language ("other": the seller's own words). */
function cancelReasonText(reason: NonNullable<Order['cancelReason']>): string {
  switch (reason.code) {
    case 'out-of-stock':
      return t`Items are out of stock`;
    case 'cannot-deliver':
      return t`The shop cannot deliver to this address`;
    case 'shop-closed':
      return t`The shop is closed`;
    case 'customer-asked':
      return t`You asked the shop to cancel`;
    default:
      return reason.note ?? '';
  }
}

/** The shop's edits before packing, each with its reason and any refund. */
function OrderChanges({ order }: { order: Order }) {
  if (!order.edits?.length) return null;
  return (
    <ul className="mt-2 flex flex-col gap-1 text-sm text-ink-muted">
      {order.edits.map((edit, i) => {
        const changes = editedLinesLabel(edit.lines);
        const { reason } = edit;
        const refund = formatPrice(edit.refund);
        return (
          <li key={`${edit.at} ${i}`}>
            {t`Changed by the shop: ${changes} (${reason})`}
            {edit.refund > 0 ? ' · ' : ''}
            {edit.refund > 0
              ? edit.refundStatus === 'refunded'
                ? t`${refund} refunded to you`
                : t`${refund} being refunded to you`
              : ''}
          </li>
        );
      })}
    </ul>
  );
}

/** One past order: number, where it is, what, how much, how it is paid and where it goes. */
export function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order._id}`;
  const reference = orderReference(order.number, order._id);
  const placed = placedAt(order.createdAt);
  const payment = paymentTypeLabel(order.paymentType);
  const total = formatPrice(order.amount);
  const state = orderState(order);
  const reason =
    order.status === 'Cancelled' && order.cancelReason
      ? cancelReasonText(order.cancelReason)
      : null;
  const slot = order.slot ? bookedSlotLabel(order.slot) : null;
  const categoryLabel = useCategoryLabel();
  const { address } = order;
  // The address as on a parcel (the shopper's own words, not translated).
  const deliverTo = [
    `${address.firstName} ${address.lastName}`.trim(),
    address.street,
    address.landmark || null,
    address.city,
    `${address.state} ${address.zipcode}`,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-line p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-ink-muted">
        <h2 id={headingId} className="text-base font-medium text-ink">
          {t`Order ${reference}`}{' '}
          <span className="font-normal text-ink-muted">{t`placed ${placed}`}</span>
        </h2>
        <p>{t`Payment: ${payment}`}</p>
        {order.status === 'Cancelled' ? null : <PaymentBadge order={order} />}
        <p className="font-medium text-ink">{t`Total Amount: ${total}`}</p>
      </div>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="mb-2 text-sm font-medium text-ink">{t`Status: ${state}`}</p>
          {reason ? (
            <p className="mb-2 text-sm text-ink">{t`The shop’s reason: ${reason}`}</p>
          ) : null}
          {slot ? <p className="mb-2 text-sm text-ink-muted">{t`Delivery slot: ${slot}`}</p> : null}
          <OrderHistory order={order} />
          <OrderChanges order={order} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={paths.orderBill(order._id)}
            aria-label={t`Bill for order ${reference}`}
            className="focus-ring inline-flex min-h-11 items-center rounded-sm text-sm text-primary-strong underline"
          >
            {t`Bill`}
          </Link>
          <OrderAgainButton order={order} />
          <CancelOrderButton order={order} />
        </div>
      </div>
      <ul className="mt-4 divide-y divide-line border-t border-line">
        {order.items.map(({ product, quantity }) => {
          const category = categoryLabel(product.category);
          const amount = formatPrice(toRupees(toPaise(product.offerPrice) * quantity));
          return (
            <li key={product._id} className="flex flex-wrap items-center gap-4 py-4 text-sm">
              <span className="size-16 shrink-0 rounded-card bg-primary-soft p-1">
                <ProductImage {...pictureOf(product.images[0])} alt={product.name} sizes="56px" />
              </span>
              <div className="min-w-40 flex-1">
                <p className="text-base font-medium text-ink">{product.name}</p>
                <p className="text-ink-muted">{t`Category: ${category}`}</p>
              </div>
              <p className="text-ink-muted">{t`Quantity: ${quantity}`}</p>
              <p className="font-medium text-primary-strong tabular-nums">{t`Amount: ${amount}`}</p>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm text-ink-muted">{t`Deliver to ${deliverTo}`}</p>
    </article>
  );
}
