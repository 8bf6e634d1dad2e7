import { Button } from '@kirana/ui-kit/button';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { NumberInput } from '@kirana/ui-kit/number-input';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SlotErrors, SlotField, SlotRowValues } from '../lib/delivery-form.ts';
import { SlotDays } from './slot-days.tsx';

/** Ids of a row's controls, so the form can move focus to the first one with a problem. */
export const slotFieldId = (index: number, field: SlotField) =>
  field === 'days' ? `slot-${index}-day-Mon` : `slot-${index}-${field}`;

export interface SlotRowProps {
  index: number;
  row: SlotRowValues;
  errors: SlotErrors;
  disabled?: boolean;
  onChange: (row: SlotRowValues) => void;
  onRemove: () => void;
}

/**
 * One slot template: a card on a phone, one line of the table from `xl` up. The group is
 * named "Slot 2", so each control is heard as that slot's Start, End…
 */
export function SlotRow({ index, row, errors, disabled, onChange, onRemove }: SlotRowProps) {
  const { t } = useLingui();
  const number = index + 1;
  const set = (field: Exclude<SlotField, 'days'>) => (event: { target: { value: string } }) =>
    onChange({ ...row, [field]: event.target.value });
  return (
    <fieldset className="min-w-0 rounded-card border border-line bg-surface p-3">
      <legend className="px-1 text-sm font-semibold text-ink">
        {row.id ? t`Slot ${number}` : t`Slot ${number} (new)`}
      </legend>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-[minmax(0,1fr)_repeat(2,9rem)_6rem_8rem_auto] xl:items-start">
        <div className="col-span-2 xl:col-span-1">
          <SlotDays
            idPrefix={`slot-${index}`}
            days={row.days}
            error={errors.days}
            disabled={disabled}
            onChange={(days) => onChange({ ...row, days })}
          />
        </div>
        <Field id={slotFieldId(index, 'start')} label={t`Start`} error={errors.start}>
          <Input
            type="time"
            required
            value={row.start}
            disabled={disabled}
            onChange={set('start')}
          />
        </Field>
        <Field id={slotFieldId(index, 'end')} label={t`End`} error={errors.end}>
          <Input type="time" required value={row.end} disabled={disabled} onChange={set('end')} />
        </Field>
        <Field id={slotFieldId(index, 'capacity')} label={t`Capacity`} error={errors.capacity}>
          <NumberInput
            min="1"
            max="1000"
            required
            value={row.capacity}
            disabled={disabled}
            onChange={set('capacity')}
          />
        </Field>
        <Field
          id={slotFieldId(index, 'cutoffMinutes')}
          label={t`Cut-off (minutes)`}
          error={errors.cutoffMinutes}
        >
          <NumberInput
            min="0"
            max="2880"
            required
            value={row.cutoffMinutes}
            disabled={disabled}
            onChange={set('cutoffMinutes')}
          />
        </Field>
        <div className="col-span-2 flex items-end xl:col-span-1 xl:pt-6">
          <Button
            type="button"
            size="sm"
            variant="danger-outline"
            aria-label={t`Remove slot ${number}`}
            disabled={disabled}
            onClick={onRemove}
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
