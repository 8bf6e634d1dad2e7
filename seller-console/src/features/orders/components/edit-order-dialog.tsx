import type { Order } from '@kirana/api/contract/order';
import { MAX_EDIT_REASON } from '@kirana/api/contract/order-edit-words';
import { orderReference } from '@kirana/api/contract/order-reference';
import { awaitingPayment } from '@kirana/api/contract/order-status';
import { Button } from '@kirana/ui-kit/button';
import { Dialog, DialogContent, DialogTrigger } from '@kirana/ui-kit/dialog';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { NumberInput } from '@kirana/ui-kit/number-input';
import { toast } from '@kirana/ui-kit/toaster';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useEditOrder } from '../api/edit-order.ts';
import {
  editProblems,
  previewTotal,
  startingQuantities,
  type Quantities,
} from '../lib/edit-order.ts';

/** Only an order not yet packed, with its payment settled (or cash), can be changed. */
export const canEditOrder = (order: Order) =>
  order.status === 'Order Placed' && !awaitingPayment(order) && order.paymentStatus !== 'flagged';

function EditOrderForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useLingui();
  const reference = orderReference(order.number, order._id);
  const [quantities, setQuantities] = useState<Quantities>(() => startingQuantities(order));
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const edit = useEditOrder();
  const found = editProblems(order, quantities, reason);
  const shown = checked ? found : { lineErrors: {}, form: null, reasonError: null };
  const total = previewTotal(order, quantities);
  const newTotal = total === null ? '—' : formatPrice(total);
  const oldTotal = formatPrice(order.amount);

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(found.lineErrors).length > 0 || found.form || found.reasonError) return;
    edit.mutate(
      {
        orderId: order._id,
        lines: order.items.map((item) => ({
          product: item.product._id,
          quantity: Number(quantities[item.product._id] ?? 0),
        })),
        reason: reason.trim(),
      },
      {
        onSuccess: (response) => {
          const refund = formatPrice(response.refund);
          toast.success(
            response.refund > 0
              ? t`Order updated: ${refund} refunded to the customer`
              : t`Order updated`,
          );
          onDone();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={edit.isPending} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        {order.isPaid && order.paymentType === 'Online' ? (
          <Trans>
            Lower a quantity or remove a line of {reference} before packing it. The customer is told
            by email and refunded the difference.
          </Trans>
        ) : (
          <Trans>
            Lower a quantity or remove a line of {reference} before packing it. The customer is told
            by email.
          </Trans>
        )}
      </p>
      <ul className="flex flex-col gap-3">
        {order.items.map((item) => {
          const id = item.product._id;
          const { name } = item.product;
          const removed = Number(quantities[id]) === 0;
          return (
            <li key={id} className="flex flex-wrap items-end gap-2">
              <Field
                label={t`Quantity of ${name}`}
                error={shown.lineErrors[id] ?? null}
                className="min-w-40 flex-1"
              >
                <NumberInput
                  min={0}
                  max={item.quantity}
                  value={quantities[id] ?? ''}
                  onChange={(e) => setQuantities((q) => ({ ...q, [id]: e.target.value }))}
                />
              </Field>
              <Button
                type="button"
                size="sm"
                variant="danger-outline"
                disabled={removed}
                onClick={() => setQuantities((q) => ({ ...q, [id]: '0' }))}
              >
                <Trans>Remove {name}</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
      <Field label={t`Reason`} required error={shown.reasonError}>
        <Input
          value={reason}
          maxLength={MAX_EDIT_REASON}
          placeholder={t`e.g. out of stock`}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
      <p aria-live="polite" className="text-sm">
        <Trans>
          New total: {newTotal} <span className="text-ink-muted">(was {oldTotal})</span>
        </Trans>
      </p>
      {shown.form || edit.error ? (
        <p role="alert" className="text-sm text-danger">
          {shown.form ?? edit.error?.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={edit.isPending} loadingText={t`Saving…`}>
          <Trans>Save changes</Trans>
        </Button>
      </div>
    </form>
  );
}

/** "Edit order" in an order's Details, while it is not yet packed. */
export function EditOrderDialog({ order }: { order: Order }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // Kept while open: a refusal (packed meanwhile) stays readable after the list refreshes.
  if (!canEditOrder(order) && !open) return null;
  const reference = orderReference(order.number, order._id);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <Trans>Edit order</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent title={t`Edit order ${reference}`} size="md">
        {/* Mounted only while open: each opening starts from the order as it now is. */}
        {open ? <EditOrderForm order={order} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
