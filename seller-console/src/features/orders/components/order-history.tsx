import type { Order } from '@kirana/api/contract/order';
import {
  orderHistorySteps,
  orderStatuses,
  type OrderStatus,
} from '@kirana/api/contract/order-status';
import { Timeline } from '@kirana/ui-kit/timeline';
import { orderReference } from '@kirana/api/contract/order-reference';
import { dateFormat } from '@kirana/ui-kit/lib/intl-locale';
import { useLingui } from '@lingui/react/macro';
import { statusLabel } from '@kirana/ui-kit/lib/order-words';

const isStatus = (title: string): title is OrderStatus =>
  (orderStatuses as readonly string[]).includes(title);

/** The order's history: each step done, by whom and when, and the steps still ahead. */
export function OrderHistory({ order }: { order: Order }) {
  const { t } = useLingui();
  const timeFormat = dateFormat('order-history', { dateStyle: 'medium', timeStyle: 'short' });
  const words = {
    by: {
      customer: t`by the customer`,
      seller: t`by you`,
      system: t`by the shop (payment failed or expired)`,
    },
    time: (iso: string) => timeFormat.format(new Date(iso)),
  };
  const reference = orderReference(order.number, order._id);
  // The contract titles each step with its status value; the seller reads it translated.
  const steps = orderHistorySteps(order, words).map((step) =>
    isStatus(step.title) ? { ...step, title: statusLabel(step.title) } : step,
  );
  return <Timeline label={t`History of order ${reference}`} steps={steps} />;
}
