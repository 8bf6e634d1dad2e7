import { t } from '@lingui/core/macro';
import type { PaymentType } from '@kirana/api/contract/order';
import type { TaxMode } from '@kirana/api/contract/tax';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCart } from '../../lib/cart-context.ts';
import type { CartLine } from '../../lib/cart-context.ts';
import { placeOrder, placeOrderPath, type PlaceOrderInput } from './api/place-order.ts';
import { createAttemptKeys } from './lib/attempt-keys.ts';
import { ApiError } from '@kirana/api/client/api-client';
import { productQueries, shopQueries } from '../../lib/api-client.ts';
import { deliveryQueries, orderQueries } from '../../lib/shopper-api.ts';
import { pricesChangedMessage, pricesChangedOf, shownTotal } from './lib/prices-changed.ts';

export interface CheckoutInput {
  lines: readonly CartLine[];
  addressId: string;
  paymentType: PaymentType;
  /** The delivery fee the cart showed (in its total). */
  deliveryFeePaise: number;
  slot: { id: string; date: string } | undefined;
  /** The shop's tax mode the cart's total was worked out with. */
  taxMode: TaxMode;
}

// Refusals of the shop's delivery rules: the shopper reads the message and the cart
// asks for fresh slots and fees.
const DELIVERY_CODES = new Set(['SLOT_FULL', 'SLOT_CLOSED', 'PINCODE_NOT_SERVED', 'BELOW_MINIMUM']);

const deliveryRefusal = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'code' in error.body &&
  DELIVERY_CODES.has(String(error.body.code));

/**
 * Places the order. Cash on delivery: the server empties its cart, so does the shop,
 * then My Orders. Online: the browser leaves for the payment page, which comes back to
 * `/loader?next=my-orders` once paid.
 */
export function useCheckout() {
  const cart = useCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [attempts] = useState(createAttemptKeys);
  const mutation = useMutation({
    mutationFn: ({
      lines,
      addressId,
      paymentType,
      deliveryFeePaise,
      slot,
      taxMode,
    }: CheckoutInput) => {
      const input: PlaceOrderInput = {
        items: lines.map(({ product, quantity }) => ({ product: product._id, quantity })),
        address: addressId,
        paymentType,
        total: shownTotal(lines, deliveryFeePaise, taxMode),
        ...(slot ? { slot } : {}),
      };
      return placeOrder(input, attempts.keyFor({ path: placeOrderPath(paymentType), ...input }));
    },
    // Safe to repeat: the key makes the server place at most one order for this attempt.
    retry: (failures, error) => error instanceof ApiError && error.status === 0 && failures < 2,
    onSuccess: (answer, { paymentType }) => {
      attempts.finish();
      if (paymentType === 'Online') {
        if (answer.url) window.location.assign(answer.url);
        else toast.error(t`Order failed`);
        return;
      }
      toast.success(answer.message);
      cart.clear();
      void queryClient.invalidateQueries({ queryKey: orderQueries.all });
      void navigate(paths.myOrders);
    },
    onError: (error) => {
      if (deliveryRefusal(error)) {
        // e.g. the slot filled up while the shopper decided: the picker shows what is left.
        toast.error(error.message);
        void queryClient.invalidateQueries({ queryKey: deliveryQueries.all });
        return;
      }
      const changed = pricesChangedOf(error);
      if (!changed) {
        toast.error(error.message || t`Order failed`);
        return;
      }
      // The cart reads its prices again and shows the new total; the seller's change is named.
      toast.error(pricesChangedMessage(changed));
      void queryClient.invalidateQueries({ queryKey: productQueries.all });
      // The seller may have changed the delivery fee, or how prices carry GST, instead.
      void queryClient.invalidateQueries({ queryKey: deliveryQueries.all });
      void queryClient.invalidateQueries({ queryKey: shopQueries.all });
    },
  });
  // Still "Processing..." while the browser is on its way to the payment page.
  const leaving = mutation.isSuccess && mutation.variables.paymentType === 'Online';
  return { place: mutation.mutate, placing: mutation.isPending || leaving };
}
