import type { OrderStatus, RefundStatus } from '@kirana/api/contract/order-status';
import { statusLabel } from '@kirana/ui-kit/lib/order-words';
import { t } from '@lingui/core/macro';

/*
 * The contract's statuses and payment types are values the API compares and stores; these
 * turn them into words in the active language. Called at render time, never at module load
 * (the language is not active yet then). Statuses, payment types and edited lines are the
 * kit's (@kirana/ui-kit/lib/order-words); these are the console's own.
 */

/** The verb on the advance button for the step it takes the order to. */
export function advanceLabel(next: OrderStatus): string {
  switch (next) {
    case 'Packed':
      return t`Mark packed`;
    case 'Out for delivery':
      return t`Send out for delivery`;
    case 'Delivered':
      return t`Mark delivered`;
    default:
      return statusLabel(next);
  }
}

/** "Awaiting payment": the orders filter that is not a status. */
export const awaitingPaymentLabel = () => t`Awaiting payment`;

/** Where a refund stands, as a badge reads it. */
export function refundLabel(status: RefundStatus): string {
  switch (status) {
    case 'pending':
      return t`Refund pending`;
    case 'refunded':
      return t`Refunded`;
    case 'failed':
      return t`Refund failed`;
  }
}
