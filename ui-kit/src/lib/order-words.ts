import { t } from '@lingui/core/macro';

// Order statuses and payment types are the API's values ('Order Placed', 'COD'; see
// api/src/contract/order-status.ts): the apps compare with them, people read these words.
// Typed as strings because the kit does not import the API's contract; a value the kit does
// not know (a newer API's) is shown as it came. Called at render time, never at module load.

/** An order status in the active language. */
export function statusLabel(status: string): string {
  switch (status) {
    case 'Order Placed':
      return t`Order Placed`;
    case 'Packed':
      return t`Packed`;
    case 'Out for delivery':
      return t`Out for delivery`;
    case 'Delivered':
      return t`Delivered`;
    case 'Cancelled':
      return t`Cancelled`;
    default:
      return status;
  }
}

/** How an order is paid for: cash on delivery (`COD`) or online. */
export const paymentTypeLabel = (type: string): string =>
  type === 'COD' ? t`Cash on Delivery` : t`Online`;

/** "Toor Dal 2 → 1, Sugar removed": a shop's edit of an order's lines, in the active language. */
export const editedLinesLabel = (
  lines: readonly { name: string; from: number; to: number }[],
): string =>
  lines
    .map(({ name, from, to }) => (to === 0 ? t`${name} removed` : `${name} ${from} → ${to}`))
    .join(', ');
