import { MAX_SLOTS } from '@kirana/api/contract/delivery';
import { Button } from '@kirana/ui-kit/button';
import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { newSlotRow, type SlotErrors, type SlotRowValues } from '../lib/delivery-form.ts';
import { SlotRow, slotFieldId } from './slot-row.tsx';

export interface SlotRowsProps {
  rows: readonly SlotRowValues[];
  errors: readonly SlotErrors[];
  disabled?: boolean;
  onChange: (rows: SlotRowValues[]) => void;
}

/** The slot templates: what the shopper chooses from, for each day of the coming week. */
export function SlotRows({ rows, errors, disabled, onChange }: SlotRowsProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  // The row is drawn at once so focus can follow: into a new row, or off a removed one
  // (whose button is gone) back to "Add slot".
  const add = () => {
    flushSync(() => onChange([...rows, newSlotRow(rows.at(-1))]));
    document.getElementById(slotFieldId(rows.length, 'start'))?.focus();
  };
  const remove = (index: number) => {
    flushSync(() => onChange(rows.filter((_, i) => i !== index)));
    addButton.current?.focus();
  };
  const replace = (index: number, row: SlotRowValues) =>
    onChange(rows.map((current, i) => (i === index ? row : current)));
  return (
    <section aria-labelledby="delivery-slots" className="flex flex-col gap-3">
      <h2 id="delivery-slots" className="text-lg font-semibold text-ink">
        <Trans>Delivery slots</Trans>
      </h2>
      <p className="text-sm text-ink-muted">
        <Trans>
          Each slot is offered on its days for the coming week. Capacity is how many orders it takes
          a day; bookings close the cut-off’s minutes before it starts. Removing a slot stops new
          bookings; orders already booked in it keep their slot.
        </Trans>
      </p>
      {rows.length === 0 ? (
        <p className="rounded-card border border-dashed border-line p-4 text-sm text-ink-muted">
          <Trans>No slots: shoppers are not asked when to deliver.</Trans>
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          {rows.map((row, index) => (
            <SlotRow
              key={row.key}
              index={index}
              row={row}
              errors={errors[index] ?? {}}
              disabled={disabled}
              onChange={(changed) => replace(index, changed)}
              onRemove={() => remove(index)}
            />
          ))}
        </div>
      )}
      <div>
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || rows.length >= MAX_SLOTS}
          onClick={add}
        >
          <Trans>Add slot</Trans>
        </Button>
      </div>
    </section>
  );
}
