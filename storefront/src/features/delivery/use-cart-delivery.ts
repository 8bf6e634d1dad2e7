import { pincodeSchema, type DeliveryQuote, type OpenSlot } from '@kirana/api/contract/delivery';
import { toPaise } from '@kirana/api/contract/paise';
import { t } from '@lingui/core/macro';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { useEffect, useState } from 'react';
import { useDeliveryQuote } from './api/get-delivery-quote.ts';
import { rememberPincode, useDevicePincode } from './lib/device-pincode.ts';

export const slotKey = (slot: Pick<OpenSlot, 'id' | 'date'>) => `${slot.id} ${slot.date}`;

/** Why the order cannot be placed as it stands, in words for the shopper; none when it can. */
function blockerOf(
  pincode: string | undefined,
  quote: ReturnType<typeof useDeliveryQuote>,
  chosen: OpenSlot | undefined,
): string | undefined {
  if (pincode === undefined) return undefined;
  if (quote.isPending) return t`Checking delivery to ${pincode}…`;
  // Still the fee for the basket before its last change: the new one is on its way.
  if (quote.isPlaceholderData) return t`Updating the delivery fee…`;
  if (quote.isError) return t`We could not check delivery to your PIN code. Please try again.`;
  const q: DeliveryQuote = quote.data;
  if (!q.served) return t`We don't deliver to ${pincode} yet.`;
  if (q.toMinimum > 0) {
    const more = formatPrice(q.toMinimum);
    const minimum = formatPrice(q.minOrder);
    return t`Add ${more} more to reach the minimum order of ${minimum}.`;
  }
  if (q.slotsRequired && q.slots.length === 0)
    return t`Every delivery slot of the coming week is full or closed.`;
  if (q.slotsRequired && !chosen) return t`Please choose a delivery slot.`;
  return undefined;
}

/**
 * Delivery in the cart: the PIN code (the chosen address's, else the one remembered on
 * the device), its quote for these goods, the slot chosen, the fee the total includes and
 * why Place Order is disabled, if it is.
 */
export function useCartDelivery({
  addressPincode,
  subtotalPaise,
}: {
  addressPincode: string | undefined;
  subtotalPaise: number;
}) {
  const remembered = useDevicePincode();
  const fromAddress = pincodeSchema.safeParse(addressPincode).data;
  const pincode = fromAddress ?? remembered;
  // The address the order goes to is where the shopper is: the top bar follows it.
  useEffect(() => {
    if (fromAddress) rememberPincode(fromAddress);
  }, [fromAddress]);
  const quote = useDeliveryQuote(pincode, subtotalPaise);
  const [picked, setPicked] = useState<string>();
  // A slot that filled up or closed since it was picked is no longer chosen.
  const chosen = quote.data?.slots.find((slot) => slotKey(slot) === picked);
  const feePaise = quote.data?.served ? toPaise(quote.data.fee) : 0;
  return {
    pincode,
    quote,
    feePaise,
    chosen,
    choose: setPicked,
    slot: chosen ? { id: chosen.id, date: chosen.date } : undefined,
    blocker: blockerOf(pincode, quote, chosen),
  };
}

export type CartDelivery = ReturnType<typeof useCartDelivery>;
