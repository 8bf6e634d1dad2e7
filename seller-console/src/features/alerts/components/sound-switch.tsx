import { Label } from '@kirana/ui-kit/label';
import { Switch } from '@kirana/ui-kit/switch';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useOrderAlerts } from '../../../lib/order-alerts-context.ts';

/** Turns the new-order sound on or off; the choice is kept in this browser. */
export function SoundSwitch() {
  const id = useId();
  const { sound, setSound } = useOrderAlerts();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={sound} onCheckedChange={setSound} />
      <Label htmlFor={id} className="text-sm font-normal text-ink-muted">
        <Trans>Sound for new orders</Trans>
      </Label>
    </div>
  );
}
