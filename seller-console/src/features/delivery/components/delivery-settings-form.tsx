import type { DeliverySettings } from '@kirana/api/contract/delivery';
import { Button } from '@kirana/ui-kit/button';
import { toast } from '@kirana/ui-kit/toaster';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type FormEvent } from 'react';
import { useSaveDeliverySettings } from '../api/save-delivery-settings.ts';
import {
  deliveryFormValues,
  noErrors,
  validateDeliveryForm,
  type AmountField,
  type DeliveryFormErrors,
  type DeliveryFormValues,
  type SlotField,
} from '../lib/delivery-form.ts';
import { parsePincodes } from '../lib/pincode-text.ts';
import { amountFieldId, DeliveryAmountFields } from './delivery-amount-fields.tsx';
import { PincodeField, PINCODES_ID } from './pincode-field.tsx';
import { slotFieldId } from './slot-row.tsx';
import { SlotRows } from './slot-rows.tsx';

const amountOrder: readonly AmountField[] = ['minOrder', 'fee', 'freeAbove'];
const slotOrder: readonly SlotField[] = ['days', 'start', 'end', 'capacity', 'cutoffMinutes'];

/** The control of the first problem, in the order the form reads. */
function firstProblemId(errors: DeliveryFormErrors): string | undefined {
  if (errors.pincodes.length > 0) return PINCODES_ID;
  const amount = amountOrder.find((field) => errors.amounts[field]);
  if (amount) return amountFieldId(amount);
  for (const [index, row] of errors.slots.entries()) {
    const field = slotOrder.find((f) => row[f]);
    if (field) return slotFieldId(index, field);
  }
  return undefined;
}

export interface DeliverySettingsFormProps {
  /** The rules as stored; the form starts from them. */
  settings: DeliverySettings;
}

/**
 * The shop's delivery rules: where (PIN codes), for how much, and when (slot templates).
 * Checked with the API's own schema before sending; the whole set replaces the old one.
 */
export function DeliverySettingsForm({ settings }: DeliverySettingsFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<DeliveryFormValues>(() => deliveryFormValues(settings));
  const [errors, setErrors] = useState<DeliveryFormErrors>(noErrors);
  // Why the last save did not happen: the server's message, or the form's own.
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveDeliverySettings();
  const busy = save.isPending;
  // Read as the seller pastes, so the count and any bad line show before saving.
  const parsed = useMemo(() => parsePincodes(values.pincodes), [values.pincodes]);

  function change(patch: Partial<DeliveryFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  function changeAmount(field: AmountField, value: string) {
    change({ [field]: value });
    // A fixed field stops shouting; the rest keep their message until the next save.
    setErrors((current) => ({ ...current, amounts: { ...current.amounts, [field]: undefined } }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const result = validateDeliveryForm(values);
    if (!result.success) {
      setErrors(result.errors);
      setNotice(result.errors.form ?? t`Nothing was saved: please fix the problems marked above.`);
      const first = firstProblemId(result.errors);
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setErrors(noErrors);
    save.mutate(result.data, {
      onSuccess: (response) => {
        toast.success(t`Delivery settings saved`);
        // New slots have their ids now: a second save must send them back, or it would
        // replace the slots just made (and lose their bookings).
        setValues(deliveryFormValues(response.settings));
      },
      // Said next to the button and kept there while the seller fixes it.
      onError: (error) => setNotice(error.message),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={busy} className="flex flex-col gap-8">
      <section aria-labelledby="delivery-where" className="flex max-w-2xl flex-col gap-3">
        <h2 id="delivery-where" className="text-lg font-semibold text-ink">
          <Trans>Where you deliver</Trans>
        </h2>
        <PincodeField
          value={values.pincodes}
          parsed={parsed}
          disabled={busy}
          onChange={(pincodes) => change({ pincodes })}
        />
      </section>
      <section aria-labelledby="delivery-charges" className="flex max-w-2xl flex-col gap-3">
        <h2 id="delivery-charges" className="text-lg font-semibold text-ink">
          <Trans>Charges</Trans>
        </h2>
        <DeliveryAmountFields
          values={values}
          errors={errors.amounts}
          disabled={busy}
          onChange={changeAmount}
        />
      </section>
      <SlotRows
        rows={values.slots}
        errors={errors.slots}
        disabled={busy}
        onChange={(slots) => {
          change({ slots });
          // Rows may have moved: old messages would sit under the wrong slot.
          setErrors((current) => ({ ...current, slots: [] }));
        }}
      />
      {notice ? (
        <p
          role="alert"
          className="max-w-2xl rounded-control border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
        >
          {notice}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={busy} loadingText={t`Saving…`} className="px-8">
          <Trans>Save delivery settings</Trans>
        </Button>
      </div>
    </form>
  );
}
