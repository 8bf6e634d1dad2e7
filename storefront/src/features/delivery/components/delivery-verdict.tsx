import { useLingui } from '@lingui/react/macro';
import { useDeliveryQuote } from '../api/get-delivery-quote.ts';
import { slotLabel } from '../../../lib/slot-label.ts';

/** "Delivering to 560001 · next slot Tomorrow 7–9 am", or that we do not deliver there yet. */
export function DeliveryVerdict({ pincode }: { pincode: string }) {
  const { t } = useLingui();
  const quote = useDeliveryQuote(pincode, 0);
  let text: string;
  if (quote.isPending) text = t`Checking ${pincode}…`;
  else if (quote.isError) text = t`We could not check that PIN code. Please try again.`;
  else if (!quote.data.served) text = t`We don't deliver to ${pincode} yet.`;
  else {
    const next = quote.data.slots[0];
    const slot = next ? slotLabel(next, quote.data.today) : '';
    text = next
      ? t`Delivering to ${pincode} · next slot ${slot}`
      : quote.data.slotsRequired
        ? t`Delivering to ${pincode} · no slot open this week`
        : t`Delivering to ${pincode}`;
  }
  return (
    <p role="status" className="mt-4 text-sm font-medium text-ink">
      {text}
    </p>
  );
}
