import { orderStatuses } from '@kirana/api/contract/order-status';
import { statusLabel } from '@kirana/ui-kit/lib/order-words';
import { t } from '@lingui/core/macro';

// The shared words (statuses, payment types, edited lines) are the kit's
// (@kirana/ui-kit/lib/order-words); these are the storefront's own.

/** A status named by its contract text (the history's step titles); other text as it is. */
export const statusTitle = (title: string): string => {
  const status = orderStatuses.find((known) => known === title);
  return status ? statusLabel(status) : title;
};

export const onlinePaymentLabel = (): string => t`Online`;
