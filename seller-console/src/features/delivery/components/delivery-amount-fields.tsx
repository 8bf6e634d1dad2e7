import { Field } from '@kirana/ui-kit/field';
import { NumberInput } from '@kirana/ui-kit/number-input';
import { currencyPrefix } from '@kirana/ui-kit/lib/format-price';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AmountField, DeliveryFormValues } from '../lib/delivery-form.ts';

export const amountFieldId = (field: AmountField) => `delivery-${field}`;

// Descriptors, not strings: the words are looked up in the active language at render.
const fields: readonly { field: AmountField; label: MessageDescriptor; hint: MessageDescriptor }[] =
  [
    { field: 'minOrder', label: msg`Minimum order (Rs.)`, hint: msg`Empty or 0: no minimum.` },
    {
      field: 'fee',
      label: msg`Delivery fee (Rs.)`,
      hint: msg`For PIN codes without a fee of their own. Empty or 0: free.`,
    },
    {
      field: 'freeAbove',
      label: msg`Free delivery above (Rs.)`,
      hint: msg`Baskets of this much or more deliver free. Empty: no free delivery.`,
    },
  ];

export interface DeliveryAmountFieldsProps {
  values: Pick<DeliveryFormValues, AmountField>;
  errors: Partial<Record<AmountField, string>>;
  disabled?: boolean;
  onChange: (field: AmountField, value: string) => void;
}

/** The shop's amounts, in rupees. */
export function DeliveryAmountFields({
  values,
  errors,
  disabled,
  onChange,
}: DeliveryAmountFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      {fields.map(({ field, label, hint }) => (
        <Field
          key={field}
          id={amountFieldId(field)}
          label={i18n._(label)}
          hint={i18n._(hint)}
          error={errors[field]}
        >
          <NumberInput
            prefix={currencyPrefix()}
            allowDecimals
            min="0"
            placeholder={field === 'freeAbove' ? t`None` : '0'}
            value={values[field]}
            disabled={disabled}
            onChange={(event) => onChange(field, event.target.value)}
          />
        </Field>
      ))}
    </div>
  );
}
