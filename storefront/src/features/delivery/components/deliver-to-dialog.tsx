import { pincodeSchema } from '@kirana/api/contract/delivery';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { Dialog, DialogContent } from '@kirana/ui-kit/dialog';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { useState, type FormEvent, type RefObject } from 'react';
import { rememberPincode, useDevicePincode } from '../lib/device-pincode.ts';
import { DeliveryVerdict } from './delivery-verdict.tsx';

export interface DeliverToDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Asks for a PIN code, remembers it on the device and says whether and when we deliver. */
export default function DeliverToDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: DeliverToDialogProps) {
  const { t } = useLingui();
  const remembered = useDevicePincode();
  const [text, setText] = useState(remembered ?? '');
  const [error, setError] = useState<string | null>(null);

  function check(event: FormEvent) {
    event.preventDefault();
    const typed = text.trim();
    const parsed = pincodeSchema.safeParse(typed);
    if (!parsed.success) {
      // The contract's rule, said in the shopper's language.
      setError(
        typed ? t`A PIN code is 6 digits and does not start with 0` : t`Please enter a PIN code`,
      );
      return;
    }
    setError(null);
    rememberPincode(parsed.data);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t`Where should we deliver?`}
        description={t`Enter your PIN code to see whether we deliver there, and when.`}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo.current?.isConnected) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <form onSubmit={check} noValidate className="flex items-end gap-2">
          <Field id="deliver-to-pincode" label={t`PIN code`} error={error} className="flex-1">
            <Input
              value={text}
              onChange={(event) => setText(event.target.value)}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              placeholder="560001"
            />
          </Field>
          <Button type="submit">
            <Trans>Check</Trans>
          </Button>
        </form>
        {remembered ? <DeliveryVerdict pincode={remembered} /> : null}
      </DialogContent>
    </Dialog>
  );
}
