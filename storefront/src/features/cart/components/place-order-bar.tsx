import type { PaymentType } from '@kirana/api/contract/order';
import { t } from '@lingui/core/macro';
import { Button } from '@kirana/ui-kit/button';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { useId } from 'react';

/**
 * What the button that finishes the cart says: cash orders are placed, online ones paid.
 * Core `t`: the summary that shows it is also rendered without an I18nProvider (unit tests).
 */
export const placeOrderLabel = (paymentType: PaymentType) =>
  paymentType === 'COD' ? t`Place Order` : t`Proceed to Checkout`;

export interface PlaceOrderBarProps {
  paymentType: PaymentType;
  /** The order's total in rupees, tax included: what the shopper will pay. */
  amount: number;
  placing: boolean;
  onPlaceOrder: () => void;
  /** Why the order cannot be placed yet (the button is disabled and says so). */
  blocker?: string;
}

/**
 * The cart's last step on a phone, held at the bottom of the screen with the total, so a
 * shopper with one item need not scroll past the address and payment to find it (the
 * summary's own button sat below the fold on an 844 px screen). Sticky within the cart, so
 * at the end it rests under the summary rather than over the footer. From md up the
 * summary's button is beside the lines and this bar is hidden.
 */
export function PlaceOrderBar({
  paymentType,
  amount,
  placing,
  onPlaceOrder,
  blocker,
}: PlaceOrderBarProps) {
  const blockerId = useId();
  return (
    <div className="sticky bottom-0 z-30 -mx-4 border-t border-line bg-surface px-4 py-3 sm:-mx-6 sm:px-6 md:hidden">
      {blocker ? (
        <p id={blockerId} className="mb-2 text-sm text-ink-muted">
          {blocker}
        </p>
      ) : null}
      <Button
        size="lg"
        fullWidth
        loading={placing}
        loadingText={t`Processing...`}
        onClick={onPlaceOrder}
        disabled={blocker !== undefined}
        aria-describedby={blocker ? blockerId : undefined}
      >
        {placeOrderLabel(paymentType)} · {formatPrice(amount)}
      </Button>
    </div>
  );
}
