import type { TaxMode } from '@kirana/api/contract/tax';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

// Descriptors, not strings: the words are looked up in the active language at render.
const OPTIONS: { value: TaxMode; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  {
    value: 'added',
    label: msg`2% tax added at checkout`,
    hint: msg`The cart adds 2% to the prices shown.`,
  },
  {
    value: 'included',
    label: msg`Prices include GST`,
    hint: msg`As on the pack’s MRP: nothing is added; bills show the GST contained.`,
  },
];

/** How prices relate to tax: a native radio group, one choice, arrows move between. */
export function TaxModeField(props: {
  value: TaxMode;
  disabled: boolean;
  onChange: (mode: TaxMode) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">
        <Trans>Prices</Trans>
      </legend>
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
            <span className="text-ink">{i18n._(option.label)}</span>
            <span id={`tax-mode-${option.value}-hint`} className="block text-ink-muted">
              {i18n._(option.hint)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
