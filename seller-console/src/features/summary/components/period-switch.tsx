import { cn } from '@kirana/ui-kit/lib/cn';
import { useLingui } from '@lingui/react/macro';
import { labelOf, PERIODS, type Period } from '../lib/periods.ts';

/** Today, 7 days or 30 days: buttons that say which one is pressed. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: Period;
  onChange: (period: Period) => void;
}) {
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Period`}
      className="flex w-fit rounded-control border border-line"
    >
      {PERIODS.map((period) => (
        <button
          key={period.value}
          type="button"
          aria-pressed={value === period.value}
          onClick={() => onChange(period.value)}
          className={cn(
            'focus-ring min-h-11 px-4 text-sm first:rounded-l-control last:rounded-r-control',
            value === period.value ? 'bg-primary text-on-primary' : 'bg-surface text-ink',
          )}
        >
          {labelOf(period.value)}
        </button>
      ))}
    </div>
  );
}
