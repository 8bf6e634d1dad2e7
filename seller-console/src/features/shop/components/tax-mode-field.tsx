import type { TaxMode } from '@kirana/api/contract/tax';

const OPTIONS: { value: TaxMode; label: string; hint: string }[] = [
  {
    value: 'added',
    label: '2% tax added at checkout',
    hint: 'The cart adds 2% to the prices shown.',
  },
  {
    value: 'included',
    label: 'Prices include GST',
    hint: 'As on the pack’s MRP: nothing is added; bills show the GST contained.',
  },
];

/** How prices relate to tax: a native radio group, one choice, arrows move between. */
export function TaxModeField(props: {
  value: TaxMode;
  disabled: boolean;
  onChange: (mode: TaxMode) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">Prices</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="flex items-start gap-3 text-sm">
          <input
            type="radio"
            name="taxMode"
            value={option.value}
            checked={props.value === option.value}
            disabled={props.disabled}
            onChange={() => props.onChange(option.value)}
            aria-describedby={`tax-mode-${option.value}-hint`}
            className="focus-ring mt-0.5 size-4 accent-primary-strong"
          />
          <span>
            <span className="text-ink">{option.label}</span>
            <span id={`tax-mode-${option.value}-hint`} className="block text-ink-muted">
              {option.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
