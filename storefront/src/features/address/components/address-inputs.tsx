import {
  addressFieldNames,
  addressFields,
  emptyAddressFields,
  type AddressFieldName,
  type AddressFieldSpec,
  type AddressFieldValues,
} from '@kirana/api/contract/address-fields';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';

/** The form keeps every field as typed text; the contract's schema does the rest. */
export type AddressValues = AddressFieldValues;

export type AddressErrors = Partial<Record<AddressFieldName, string>>;

// Most deliveries are in India; prefilled, but still the shopper's to change.
export const emptyAddress: AddressValues = { ...emptyAddressFields, country: 'India' };

/** These span both columns on wide screens; the rest pair up as on a paper form. */
const wideFields: ReadonlySet<AddressFieldName> = new Set(['email', 'street', 'landmark', 'phone']);

export interface AddressInputsProps {
  values: AddressValues;
  errors: AddressErrors;
  onChange: (field: AddressFieldName, value: string) => void;
}

/**
 * The address fields as the contract declares them: labels, autofill tokens and keypads.
 * The PIN code is a text input with a numeric keypad: a number input would drop leading
 * characters and show spinners.
 */
export function AddressInputs({ values, errors, onChange }: AddressInputsProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {addressFieldNames.map((name) => {
        const spec: AddressFieldSpec = addressFields[name];
        return (
          <Field
            key={name}
            id={`address-${name}`}
            label={spec.label}
            hint={spec.hint}
            error={errors[name]}
            required={!spec.optional}
            className={wideFields.has(name) ? 'sm:col-span-2' : undefined}
          >
            <Input
              name={name}
              type={spec.type ?? 'text'}
              inputMode={spec.inputMode}
              autoComplete={spec.autoComplete}
              maxLength={spec.maxLength}
              value={values[name]}
              onChange={(event) => onChange(name, event.target.value)}
            />
          </Field>
        );
      })}
    </div>
  );
}
