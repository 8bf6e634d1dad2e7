import type { Order } from '@kirana/api/contract/order';
import { DataTable, type DataTableColumn } from '@kirana/ui-kit/data-table';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { dateFormat } from '@kirana/ui-kit/lib/intl-locale';
import { t } from '@lingui/core/macro';
import { paymentTypeLabel } from '@kirana/ui-kit/lib/order-words';
import { AdvanceButton } from './advance-button.tsx';
import { OrderAddress } from './order-address.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { ChannelBadge } from './channel-badge.tsx';
import { PaymentBadge } from './payment-badge.tsx';
import { orderReference } from '@kirana/api/contract/order-reference';

const OrderDate = ({ order }: { order: Order }) => (
  <time dateTime={order.createdAt} className="whitespace-nowrap">
    {dateFormat('order-time', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(order.createdAt),
    )}
  </time>
);

/**
 * The items, and on narrow screens everything the hidden columns would show, so a phone
 * gets one readable column instead of a table to scroll sideways. CSS `display: none`
 * keeps each piece announced once at any width.
 */
function OrderActions({ order }: { order: Order }) {
  return (
    <span className="flex flex-wrap gap-2">
      <AdvanceButton order={order} />
      <OrderDetailDialog order={order} />
    </span>
  );
}

function OrderSummary({ order }: { order: Order }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{orderReference(order.number, order._id)}</span>
        <ChannelBadge order={order} />
        <span className="sm:hidden">
          <OrderStatusBadge order={order} />
        </span>
      </p>
      <ul className="flex flex-col gap-1">
        {order.items.map((item) => (
          <li key={item.product._id}>
            <span className="font-medium">{item.product.name}</span>{' '}
            <span className="text-ink-muted">× {item.quantity}</span>
          </li>
        ))}
      </ul>
      <div className="md:hidden">
        <OrderAddress order={order} />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted lg:hidden">
        <span className="font-medium text-ink tabular-nums">{formatPrice(order.amount)}</span>
        <span>{paymentTypeLabel(order.paymentType)}</span>
        <OrderDate order={order} />
        <PaymentBadge order={order} />
      </div>
      <div className="sm:hidden">
        <OrderActions order={order} />
      </div>
    </div>
  );
}

// Built at render: the headers are words in the active language.
const columns = (): readonly DataTableColumn<Order>[] => [
  { id: 'items', header: t`Items`, cell: (order) => <OrderSummary order={order} /> },
  {
    id: 'address',
    header: t`Deliver to`,
    hideBelow: 'md',
    cell: (order) => <OrderAddress order={order} />,
  },
  {
    id: 'amount',
    header: t`Amount`,
    align: 'end',
    hideBelow: 'lg',
    cell: (order) => <span className="font-medium tabular-nums">{formatPrice(order.amount)}</span>,
  },
  {
    id: 'method',
    header: t`Method`,
    hideBelow: 'lg',
    className: 'whitespace-nowrap',
    cell: (order) => paymentTypeLabel(order.paymentType),
  },
  { id: 'date', header: t`Date`, hideBelow: 'lg', cell: (order) => <OrderDate order={order} /> },
  {
    id: 'payment',
    header: t`Payment`,
    hideBelow: 'lg',
    cell: (order) => <PaymentBadge order={order} />,
  },
  {
    id: 'status',
    header: t`Status`,
    hideBelow: 'sm',
    cell: (order) => (
      <span className="flex flex-col items-start gap-2">
        <OrderStatusBadge order={order} />
        <OrderActions order={order} />
      </span>
    ),
  },
];

export interface OrdersTableProps {
  orders: readonly Order[];
  emptyMessage?: string;
  /** Names the table for screen readers (one slot's orders, say). */
  caption?: string;
}

/** Newest first, as the query hands them over. */
export function OrdersTable({
  orders,
  emptyMessage = t`No orders yet.`,
  caption = t`All orders, newest first`,
}: OrdersTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={columns()}
      rows={orders}
      getRowKey={(order) => order._id}
      emptyMessage={emptyMessage}
    />
  );
}
