import { addressFieldsSchema } from '@kirana/api/contract/address';
import { addressFieldNames, type AddressFieldName } from '@kirana/api/contract/address-fields';
import type { Address } from '@kirana/api/contract/address';
import { Button } from '@kirana/ui-kit/button';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { useState, type FormEvent } from 'react';
import { useAddAddress } from '../api/add-address.ts';
import {
  AddressInputs,
  emptyAddress,
  type AddressErrors,
  type AddressValues,
} from './address-inputs.tsx';

const isAddressField = (key: unknown): key is AddressFieldName =>
  addressFieldNames.some((name) => name === key);

/** The API's own rules (the contract's schema), checked before sending. */
function validate(values: AddressValues): AddressErrors {
  const result = addressFieldsSchema.safeParse(values);
  if (result.success) return {};
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    // The first problem of each field is the one to fix first.
    if (isAddressField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function AddressForm({ onSaved }: { onSaved: (address: Address) => void }) {
  const [values, setValues] = useState<AddressValues>(emptyAddress);
  const [errors, setErrors] = useState<AddressErrors>({});
  const save = useAddAddress();

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
      onSuccess: ({ message, address }) => {
        toast.success(message);
        onSaved(address);
      },
      // The form's alert says it; a toast would say it twice.
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <AddressInputs
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      />
      {save.isError ? (
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-sm text-danger">
          {save.error.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={save.isPending} loadingText="Saving...">
        Save address
      </Button>
    </form>
  );
}
