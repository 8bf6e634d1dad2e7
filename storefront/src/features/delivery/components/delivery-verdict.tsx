import { useDeliveryQuote } from '../api/get-delivery-quote.ts';
import { slotLabel } from '../lib/slot-label.ts';

/** "Delivering to 560001 · next slot Tomorrow 7–9 am", or that we do not deliver there yet. */
export function DeliveryVerdict({ pincode }: { pincode: string }) {
  const quote = useDeliveryQuote(pincode, 0);
  let text: string;
  if (quote.isPending) text = `Checking ${pincode}…`;
  else if (quote.isError) text = 'We could not check that PIN code. Please try again.';
  else if (!quote.data.served) text = `We don't deliver to ${pincode} yet.`;
  else {
    const next = quote.data.slots[0];
    const when = next
      ? ` · next slot ${slotLabel(next, quote.data.today)}`
      : quote.data.slotsRequired
        ? ' · no slot open this week'
        : '';
    text = `Delivering to ${pincode}${when}`;
  }
  return (
    <p role="status" className="mt-4 text-sm font-medium text-ink">
      {text}
    </p>
  );
}
