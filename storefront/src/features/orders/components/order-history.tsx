import type { Order } from '@kirana/api/contract/order';
import { orderHistorySteps } from '@kirana/api/contract/order-status';
import { Timeline } from '@kirana/ui-kit/timeline';
import { orderReference } from '@kirana/api/contract/order-reference';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

const words = {
  by: {
    customer: 'by you',
    seller: 'by the shop',
    system: 'by the shop (the payment did not go through)',
  },
  time: (iso: string) => timeFormat.format(new Date(iso)),
};

/** Where the order is: placed, packed, out for delivery, delivered; or when it was cancelled. */
export function OrderHistory({ order }: { order: Order }) {
  return (
    <Timeline
      label={`History of order ${orderReference(order.number, order._id)}`}
      steps={orderHistorySteps(order, words)}
    />
  );
}
