import {
  addressFields,
  emptyAddressFields,
  type AddressFieldName,
  type AddressFieldSpec,
  type AddressFieldValues,
} from '@kirana/api/contract/address-fields';
import { INDIAN_STATES } from '@kirana/api/contract/indian-states';
import { useLingui } from '@lingui/react/macro';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { Select } from '@kirana/ui-kit/select';
import { addressFieldHint, addressFieldLabel } from '../lib/address-words.ts';

/** The form keeps every field as typed text; the contract's schema does the rest. */
export type AddressValues = AddressFieldValues;

export type AddressErrors = Partial<Record<AddressFieldName, string>>;

// Deliveries are in India; the email is the account's. Neither is asked.
// eslint-disable-next-line lingui/no-unlocalized-strings -- the stored country value (data)
export const emptyAddress: AddressValues = { ...emptyAddressFields, country: 'India' };

/**
 * What the shopper fills in, in the order a phone keyboard meets them: who, how to call,
 * the PIN code (which fills in city and state), then the street.
 */
export const FORM_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'zipcode',
  'street',
  'landmark',
  'city',
  'state',
] as const satisfies readonly AddressFieldName[];

/** These span both columns on wide screens; the rest pair up as on a paper form. */
const wideFields: ReadonlySet<AddressFieldName> = new Set(['street', 'landmark']);

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

export interface AddressInputsProps {
  values: AddressValues;
  errors: AddressErrors;
  onChange: (field: AddressFieldName, value: string) => void;
  /** Under city and state once the PIN code filled them in. */
  filledFromPincode?: boolean;
  /** The PIN code is not in India Post's list: the shopper types city and state. */
  pincodeUnknown?: boolean;
}

/**
 * The address fields as the contract declares them: labels, autofill tokens and keypads.
 * The PIN code is a text input with a numeric keypad: a number input would drop leading
 * characters and show spinners. In India the state is chosen from the list.
 */
export function AddressInputs({
  values,
  errors,
  onChange,
  filledFromPincode,
  pincodeUnknown,
}: AddressInputsProps) {
  const { t } = useLingui();
  const inIndia = values.country.trim().toLowerCase() === 'india';
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {FORM_FIELDS.map((name) => {
        const spec: AddressFieldSpec = addressFields[name];
        const filled = filledFromPincode && (name === 'city' || name === 'state');
        return (
          <Field
            key={name}
            id={`address-${name}`}
            label={addressFieldLabel(name)}
            hint={
              filled
                ? t`Filled in from the PIN code: change it if it is wrong`
                : name === 'zipcode' && pincodeUnknown
                  ? t`We could not find this PIN code: type the city and state below.`
                  : addressFieldHint(name)
            }
            error={errors[name]}
            required={!spec.optional}
            className={wideFields.has(name) ? 'sm:col-span-2' : undefined}
          >
            {name === 'state' && inIndia ? (
              <Select
                options={STATE_OPTIONS}
                value={values.state || undefined}
                onValueChange={(value) => onChange('state', value)}
                placeholder={t`Choose a state`}
                name="state"
              />
            ) : (
              <Input
                name={name}
                type={spec.type ?? 'text'}
                inputMode={spec.inputMode}
                autoComplete={spec.autoComplete}
                maxLength={spec.maxLength}
                value={values[name]}
                onChange={(event) => onChange(name, event.target.value)}
              />
            )}
          </Field>
        );
      })}
    </div>
  );
}
