import type { Order } from '@kirana/api/contract/order';
import type { OrderStatus } from '@kirana/api/contract/order-status';
import { Badge } from '@kirana/ui-kit/badge';
import { statusLabel } from '@kirana/ui-kit/lib/order-words';

const tones: Record<OrderStatus, 'neutral' | 'paid' | 'pending' | 'danger'> = {
  'Order Placed': 'pending',
  Packed: 'neutral',
  'Out for delivery': 'neutral',
  Delivered: 'paid',
  Cancelled: 'danger',
};

export const OrderStatusBadge = ({ order }: { order: Pick<Order, 'status'> }) => (
  <Badge tone={tones[order.status]}>{statusLabel(order.status)}</Badge>
);
