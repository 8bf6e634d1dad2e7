import { cartTotals } from '@kirana/api/contract/cart-total';
import type { Order } from '@kirana/api/contract/order';
import { MAX_EDIT_REASON } from '@kirana/api/contract/order-edit-words';
import { orderReference } from '@kirana/api/contract/order-reference';
import { awaitingPayment } from '@kirana/api/contract/order-status';
import { toPaise, toRupees } from '@kirana/api/contract/paise';
import { Button } from '@kirana/ui-kit/button';
import { Dialog, DialogContent, DialogTrigger } from '@kirana/ui-kit/dialog';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { NumberInput } from '@kirana/ui-kit/number-input';
import { toast } from '@kirana/ui-kit/toaster';
import { useState, type FormEvent } from 'react';
import { useEditOrder } from '../api/edit-order.ts';

/** Only an order not yet packed, with its payment settled (or cash), can be changed. */
export const canEditOrder = (order: Order) =>
  order.status === 'Order Placed' && !awaitingPayment(order) && order.paymentStatus !== 'flagged';

type Quantities = Record<string, string>;

const startingQuantities = (order: Order): Quantities =>
  Object.fromEntries(order.items.map((item) => [item.product._id, String(item.quantity)]));

/**
 * What the order would come to: the goods under its own tax mode, plus its delivery fee
 * (an edit never raises the fee, so this is the most it can be; the server has the last word).
 */
function previewTotal(order: Order, quantities: Quantities): number | null {
  const lines = order.items.map((item) => ({
    offerPricePaise: toPaise(item.product.offerPrice),
    quantity: Number(quantities[item.product._id] ?? 0),
  }));
  if (lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 0)) return null;
  const goods = cartTotals(lines, order.taxMode);
  return toRupees(goods.amountPaise + toPaise(order.deliveryFee));
}

/** Checks the form as the API will; a message per field, or none. */
function problems(order: Order, quantities: Quantities, reason: string) {
  const lineErrors: Record<string, string> = {};
  for (const item of order.items) {
    const value = Number(quantities[item.product._id] ?? 0);
    if (!Number.isInteger(value) || value < 0)
      lineErrors[item.product._id] = 'Enter a whole number, 0 or more.';
    else if (value > item.quantity)
      lineErrors[item.product._id] = `At most ${item.quantity}: a quantity can only be lowered.`;
  }
  const values = order.items.map((item) => Number(quantities[item.product._id] ?? 0));
  const form =
    Object.keys(lineErrors).length > 0
      ? null
      : values.every((v) => v === 0)
        ? 'That would leave no items: cancel the order instead.'
        : order.items.every((item, i) => values[i] === item.quantity)
          ? 'Nothing changed yet: lower a quantity or remove a line.'
          : null;
  const reasonError = reason.trim() === '' ? 'Please give a reason for the change.' : null;
  return { lineErrors, form, reasonError };
}

function EditOrderForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const reference = orderReference(order.number, order._id);
  const [quantities, setQuantities] = useState<Quantities>(() => startingQuantities(order));
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const edit = useEditOrder();
  const found = problems(order, quantities, reason);
  const shown = checked ? found : { lineErrors: {}, form: null, reasonError: null };
  const total = previewTotal(order, quantities);

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
          toast.success(
            response.refund > 0
              ? `Order updated: ${formatPrice(response.refund)} refunded to the customer`
              : 'Order updated',
          );
          onDone();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={edit.isPending} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        Lower a quantity or remove a line of {reference} before packing it. The customer is told by
        email{order.isPaid && order.paymentType === 'Online' ? ' and refunded the difference' : ''}.
      </p>
      <ul className="flex flex-col gap-3">
        {order.items.map((item) => {
          const id = item.product._id;
          const removed = Number(quantities[id]) === 0;
          return (
            <li key={id} className="flex flex-wrap items-end gap-2">
              <Field
                label={`Quantity of ${item.product.name}`}
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
                Remove {item.product.name}
              </Button>
            </li>
          );
        })}
      </ul>
      <Field label="Reason" required error={shown.reasonError}>
        <Input
          value={reason}
          maxLength={MAX_EDIT_REASON}
          placeholder="e.g. out of stock"
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
      <p aria-live="polite" className="text-sm">
        New total: {total === null ? '—' : formatPrice(total)}{' '}
        <span className="text-ink-muted">(was {formatPrice(order.amount)})</span>
      </p>
      {shown.form || edit.error ? (
        <p role="alert" className="text-sm text-danger">
          {shown.form ?? edit.error?.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={edit.isPending} loadingText="Saving…">
          Save changes
        </Button>
      </div>
    </form>
  );
}

/** "Edit order" in an order's Details, while it is not yet packed. */
export function EditOrderDialog({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  // Kept while open: a refusal (packed meanwhile) stays readable after the list refreshes.
  if (!canEditOrder(order) && !open) return null;
  const reference = orderReference(order.number, order._id);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Edit order
        </Button>
      </DialogTrigger>
      <DialogContent title={`Edit order ${reference}`} size="md">
        {/* Mounted only while open: each opening starts from the order as it now is. */}
        {open ? <EditOrderForm order={order} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
