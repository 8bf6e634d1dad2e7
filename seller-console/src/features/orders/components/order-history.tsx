import type { Order } from '@kirana/api/contract/order';
import { orderHistorySteps } from '@kirana/api/contract/order-status';
import { Timeline } from '@kirana/ui-kit/timeline';
import { orderReference } from '@kirana/api/contract/order-reference';

const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const words = {
  by: {
    customer: 'by the customer',
    seller: 'by you',
    system: 'by the shop (payment failed or expired)',
  },
  time: (iso: string) => timeFormat.format(new Date(iso)),
};

/** The order's history: each step done, by whom and when, and the steps still ahead. */
export function OrderHistory({ order }: { order: Order }) {
  return (
    <Timeline
      label={`History of order ${orderReference(order.number, order._id)}`}
      steps={orderHistorySteps(order, words)}
    />
  );
}
