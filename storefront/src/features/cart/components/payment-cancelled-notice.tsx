import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { Icon } from '@kirana/ui-kit/icon';
import { closeGlyph } from '@kirana/ui-kit/glyphs';

/** Said on the cart when the shopper comes back from a payment page without paying. */
export function PaymentCancelledNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-card border border-warning/40 bg-warning-soft px-4 py-3 text-sm text-ink"
    >
      <p className="flex-1">
        <Trans>
          <span className="font-medium">Payment cancelled: nothing was charged.</span> Your cart is
          as you left it. Try again, or choose Cash on Delivery.
        </Trans>
      </p>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Dismiss`}
        onClick={onDismiss}
        className="-my-1 size-8 shrink-0"
      >
        <Icon glyph={closeGlyph} className="size-4" />
      </Button>
    </div>
  );
}
