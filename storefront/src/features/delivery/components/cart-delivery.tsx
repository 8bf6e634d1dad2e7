import { Trans } from '@lingui/react/macro';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import type { CartDelivery } from '../use-cart-delivery.ts';
import { slotKey } from '../use-cart-delivery.ts';
import { DeliverToButton } from './deliver-to-button.tsx';
import { SlotPicker } from './slot-picker.tsx';

/**
 * The cart's delivery block: where to (when no address says it), whether the shop goes
 * there, what more the basket needs for free delivery or the minimum, and the slot.
 */
export function CartDelivery({
  delivery,
  signedIn,
}: {
  delivery: CartDelivery;
  signedIn: boolean;
}) {
  const { pincode, quote } = delivery;
  if (pincode === undefined) {
    // Signed in, the address chooses the PIN code; a visitor tells us one.
    return signedIn ? null : (
      <p className="text-sm text-ink-muted">
        <Trans>Delivery fee and slots depend on where you are.</Trans>{' '}
        <DeliverToButton look="link" />
      </p>
    );
  }
  if (!quote.data) return null;
  const q = quote.data;
  const minimum = formatPrice(q.minOrder);
  const toMinimum = formatPrice(q.toMinimum);
  const toFree = formatPrice(q.toFreeDelivery);
  if (!q.served) {
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        <Trans>We don&apos;t deliver to {pincode} yet.</Trans>{' '}
        {signedIn ? (
          <Trans>Please choose or add another address.</Trans>
        ) : (
          <DeliverToButton look="link" />
        )}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-1 text-sm empty:hidden">
        {q.toMinimum > 0 ? (
          <li className="font-medium text-danger">
            <Trans>
              Minimum order {minimum}: add {toMinimum} more.
            </Trans>
          </li>
        ) : null}
        {q.toFreeDelivery > 0 ? (
          <li className="text-primary-strong">
            <Trans>Add {toFree} more for free delivery.</Trans>
          </li>
        ) : null}
      </ul>
      {!signedIn ? <DeliverToButton look="link" className="self-start" /> : null}
      {q.slotsRequired ? (
        <SlotPicker
          slots={q.slots}
          fullSlots={q.fullSlots}
          today={q.today}
          value={delivery.chosen ? slotKey(delivery.chosen) : undefined}
          onValueChange={delivery.choose}
        />
      ) : null}
    </div>
  );
}
