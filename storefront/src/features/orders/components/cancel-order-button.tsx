import type { Order } from '@kirana/api/contract/order';
import { awaitingPayment, canMove } from '@kirana/api/contract/order-status';
import { t } from '@lingui/core/macro';
import { Button } from '@kirana/ui-kit/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@kirana/ui-kit/dialog';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { useState } from 'react';
import { useCancelOrder } from '../api/cancel-order.ts';
import { orderReference } from '@kirana/api/contract/order-reference';

/** Whether the shopper may still cancel: placed and not packed (paid for or not). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a contract status value, not words
export const shopperCanCancel = (order: Order) => canMove(order.status, 'Cancelled', 'customer');

/** Cancel, after a confirmation saying what happens to the money. */
export function CancelOrderButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  if (!shopperCanCancel(order)) return null;
  const paidOnline = order.paymentType === 'Online' && order.isPaid;
  const unpaid = awaitingPayment(order);
  const reference = orderReference(order.number, order._id);
  // Core `t`, not the React hook: order cards are also rendered without an I18nProvider.
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger-outline" size="sm">
          {t`Cancel order`}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t`Cancel order ${reference}?`}
        description={
          paidOnline
            ? t`The shop will not deliver it, and the full amount goes back to how you paid.`
            : unpaid
              ? t`Nothing has been charged. Its payment page stops working and its items go back on sale.`
              : t`The shop will not deliver it.`
        }
      >
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">{t`Keep the order`}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={cancel.isPending}
            loadingText={t`Cancelling…`}
            onClick={() =>
              cancel.mutate(order._id, {
                onSuccess: (response) => {
                  toast.success(response.message);
                  setOpen(false);
                },
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {t`Cancel order`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
