import { WEEKDAYS, type Weekday } from '@kirana/api/contract/delivery';
import { Checkbox } from '@kirana/ui-kit/checkbox';
import { Label } from '@kirana/ui-kit/label';
import { Trans } from '@lingui/react/macro';
import { weekdayLabel } from '../lib/weekday-label.ts';

export interface SlotDaysProps {
  /** Prefix of the checkboxes' ids (`${idPrefix}-day-Mon`…). */
  idPrefix: string;
  days: readonly Weekday[];
  error?: string;
  disabled?: boolean;
  onChange: (days: Weekday[]) => void;
}

/** The days a slot runs, Monday first, as seven checkboxes in one named group. */
export function SlotDays({ idPrefix, days, error, disabled, onChange }: SlotDaysProps) {
  const errorId = `${idPrefix}-days-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-ink">
        <Trans>Days</Trans>
      </legend>
      <div className="flex flex-wrap gap-x-1 gap-y-1">
        {WEEKDAYS.map((day) => {
          const id = `${idPrefix}-day-${day}`;
          return (
            // The label is padded so the whole pill is a thumb-sized target on a phone.
            <span key={day} className="flex items-center gap-1.5 pr-2">
              <Checkbox
                id={id}
                checked={days.includes(day)}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                onCheckedChange={(checked) =>
                  onChange(checked === true ? [...days, day] : days.filter((d) => d !== day))
                }
              />
              <Label htmlFor={id} className="cursor-pointer py-2 font-normal">
                {weekdayLabel(day)}
              </Label>
            </span>
          );
        })}
      </div>
      <p id={errorId} aria-live="polite" className="text-sm text-danger empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
