import { addressFieldsSchema, type Address } from '@kirana/api/contract/address';
import {
  addressFieldNames,
  pickAddressFields,
  type AddressFieldName,
} from '@kirana/api/contract/address-fields';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@kirana/api/client/api-client';
import { useRef, useState, type FormEvent } from 'react';
import { addressQueries } from '../../../lib/shopper-api.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { addressErrorText } from '../lib/address-words.ts';
import {
  AddressInputs,
  emptyAddress,
  type AddressErrors,
  type AddressValues,
} from './address-inputs.tsx';

const isAddressField = (key: unknown): key is AddressFieldName =>
  addressFieldNames.some((name) => name === key);

const PIN = /^[1-9]\d{5}$/;

/** The API's own rules (the contract's schema), checked before sending. */
function validate(values: AddressValues): AddressErrors {
  const result = addressFieldsSchema.safeParse(values);
  if (result.success) return {};
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    // The first problem of each field is the one to fix first.
    if (isAddressField(field) && !errors[field]) errors[field] = addressErrorText(field, issue);
  }
  return errors;
}

/** A new address starts with the account's name: its first word, and the rest. */
function valuesOf(address: Address | undefined, accountName = ''): AddressValues {
  if (address) return pickAddressFields(address);
  const [firstName = '', ...rest] = accountName.trim().split(/\s+/);
  return { ...emptyAddress, firstName, lastName: rest.join(' ') };
}

/**
 * A new address (prefilled with `accountName`), or with `address` that one edited;
 * `onSaved` gets what was saved.
 */
export function AddressForm({
  address,
  accountName,
  onSaved,
}: {
  address?: Address;
  accountName?: string;
  onSaved: (address: Address) => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState<AddressValues>(() => valuesOf(address, accountName));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [filled, setFilled] = useState(false);
  const [unknownPin, setUnknownPin] = useState(false);
  const save = useSaveAddress(address?._id);
  const queryClient = useQueryClient();
  // The PIN code the shopper has now: an answer for an older one is dropped.
  const latestPin = useRef(values.zipcode);

  /** City and state from India Post's list, when the shopper has not typed their own. */
  async function fillFromPincode(pincode: string) {
    try {
      const place = await queryClient.fetchQuery(addressQueries.place(pincode));
      if (latestPin.current !== pincode) return;
      setValues((current) => ({ ...current, city: place.city, state: place.state }));
      setFilled(true);
    } catch (error) {
      // Unknown to India Post: said, and the shopper types them (the address still saves:
      // the shop may serve a PIN code the list lacks). Offline: nothing to say.
      if (latestPin.current === pincode && error instanceof ApiError && error.status === 404)
        setUnknownPin(true);
    }
  }

  function change(field: AddressFieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'city' || field === 'state') setFilled(false);
    if (field !== 'zipcode') return;
    setUnknownPin(false);
    const pincode = value.trim();
    latestPin.current = pincode;
    if (PIN.test(pincode)) void fillFromPincode(pincode);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Send focus to the first problem (after React has marked the fields) so keyboard
      // and screen-reader users hear it.
      const form = event.currentTarget;
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    save.mutate(values, {
      onSuccess: ({ message, address: saved }) => {
        toast.success(message);
        onSaved(saved);
      },
      // The form's alert says it; a toast would say it twice.
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <AddressInputs
        values={values}
        errors={errors}
        onChange={change}
        filledFromPincode={filled}
        pincodeUnknown={unknownPin}
      />
      {save.isError ? (
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
          {save.error.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={save.isPending} loadingText={t`Saving...`}>
        <Trans>Save address</Trans>
      </Button>
    </form>
  );
}
