import type { Order } from '@kirana/api/contract/order';
import { orderHistorySteps } from '@kirana/api/contract/order-status';
import { t } from '@lingui/core/macro';
import { dateFormat } from '@kirana/ui-kit/lib/intl-locale';
import { Timeline } from '@kirana/ui-kit/timeline';
import { statusTitle } from '../../../lib/order-words.ts';
import { orderReference } from '@kirana/api/contract/order-reference';

// Built per render, in the active language (core `t`: the card is also rendered without an
// I18nProvider in unit tests); the date format is cached per language.
const words = () => ({
  by: {
    customer: t`by you`,
    seller: t`by the shop`,
    system: t`by the shop (the payment did not go through)`,
  },
  time: (iso: string) =>
    dateFormat('history-time', {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(iso)),
});

/** Where the order is: placed, packed, out for delivery, delivered; or when it was cancelled. */
export function OrderHistory({ order }: { order: Order }) {
  const reference = orderReference(order.number, order._id);
  // The contract titles each step with its status value; people read its label.
  const steps = orderHistorySteps(order, words()).map((step) => ({
    ...step,
    title: statusTitle(step.title),
  }));
  return <Timeline label={t`History of order ${reference}`} steps={steps} />;
}
