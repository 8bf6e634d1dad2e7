import { orderReference } from '@kirana/api/contract/order-reference';
import { Button } from '@kirana/ui-kit/button';
// Lingui's core `t` (the active language, no provider needed): the offer is also rendered
// on its own, outside the app's I18nProvider (chime-offer.test.tsx).
import { t } from '@lingui/core/macro';
import { useOrderAlerts } from '../../../lib/order-alerts-context.ts';
import { useCachedOrderSlot } from '../api/cached-order-slot.ts';
import { playChime } from '../lib/chime.ts';

/** "A new order came in: KR-10005, for Today 07:00–09:00." */
function useNewOrderText(): string {
  const { latestOrder } = useOrderAlerts();
  const slot = useCachedOrderSlot(latestOrder?.id);
  if (!latestOrder) return t`A new order came in.`;
  const reference = orderReference(latestOrder.number, latestOrder.id);
  return slot
    ? t`A new order came in: ${reference}, for ${slot}.`
    : t`A new order came in: ${reference}.`;
}

/**
 * The first order to arrive asks whether the next ones should make a sound: a seller busy
 * at the counter may never find the switch on the Orders screen. The click that answers is
 * also what lets the browser play sound at all.
 */
export function ChimeOffer() {
  const { chimeOffered, setSound } = useOrderAlerts();
  const text = useNewOrderText();
  if (!chimeOffered) return null;
  return (
    <section
      aria-labelledby="chime-offer"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-card border border-primary bg-surface p-3 text-sm print:hidden"
    >
      <p id="chime-offer" role="status" className="min-w-0 flex-1 text-ink">
        {text} {t`Play a sound when orders arrive?`}
      </p>
      <Button
        size="sm"
        onClick={() => {
          setSound(true);
          playChime();
        }}
      >
        {t`Play a sound`}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setSound(false)}>
        {t`No sound`}
      </Button>
    </section>
  );
}
