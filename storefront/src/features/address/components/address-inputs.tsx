import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { NumberInput } from '@kirana/ui-kit/number-input';
import type { ComponentProps } from 'react';

export interface AddressValues {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
}

export type AddressErrors = Partial<Record<keyof AddressValues, string>>;

export const emptyAddress: AddressValues = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
  phone: '',
};

interface FieldSpec {
  name: keyof AddressValues;
  label: string;
  autoComplete: string;
  type?: ComponentProps<'input'>['type'];
  /** Spans both columns on wide screens. */
  wide?: boolean;
}

// Grouped in pairs as on a paper form; autocomplete tokens let browsers fill it in.
const fields: readonly FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email address', autoComplete: 'email', type: 'email', wide: true },
  { name: 'street', label: 'Street', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zipcode', label: 'Zip code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', wide: true },
];

export interface AddressInputsProps {
  values: AddressValues;
  errors: AddressErrors;
  onChange: (field: keyof AddressValues, value: string) => void;
}

/** The nine required address fields of spec section 5; the zip code is a numeric input. */
export function AddressInputs({ values, errors, onChange }: AddressInputsProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <Field
          key={field.name}
          id={`address-${field.name}`}
          label={field.label}
          error={errors[field.name]}
          required
          className={field.wide ? 'sm:col-span-2' : undefined}
        >
          {field.name === 'zipcode' ? (
            <NumberInput
              name={field.name}
              autoComplete={field.autoComplete}
              min={0}
              value={values.zipcode}
              onChange={(event) => onChange('zipcode', event.target.value)}
            />
          ) : (
            <Input
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => onChange(field.name, event.target.value)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
