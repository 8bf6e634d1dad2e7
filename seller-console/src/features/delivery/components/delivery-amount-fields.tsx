import { Field } from '@kirana/ui-kit/field';
import { NumberInput } from '@kirana/ui-kit/number-input';
import { CURRENCY_PREFIX } from '@kirana/ui-kit/lib/format-price';
import type { AmountField, DeliveryFormValues } from '../lib/delivery-form.ts';

export const amountFieldId = (field: AmountField) => `delivery-${field}`;

const fields: readonly { field: AmountField; label: string; hint: string }[] = [
  { field: 'minOrder', label: 'Minimum order', hint: 'Empty or 0: no minimum.' },
  {
    field: 'fee',
    label: 'Delivery fee',
    hint: 'For PIN codes without a fee of their own. Empty or 0: free.',
  },
  {
    field: 'freeAbove',
    label: 'Free delivery above',
    hint: 'Baskets of this much or more deliver free. Empty: no free delivery.',
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
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      {fields.map(({ field, label, hint }) => (
        <Field
          key={field}
          id={amountFieldId(field)}
          label={`${label} (Rs.)`}
          hint={hint}
          error={errors[field]}
        >
          <NumberInput
            prefix={CURRENCY_PREFIX}
            allowDecimals
            min="0"
            placeholder={field === 'freeAbove' ? 'None' : '0'}
            value={values[field]}
            disabled={disabled}
            onChange={(event) => onChange(field, event.target.value)}
          />
        </Field>
      ))}
    </div>
  );
}
