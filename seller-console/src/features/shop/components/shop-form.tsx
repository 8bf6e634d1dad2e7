import {
  SHOP_ADDRESS_MAX,
  SHOP_FIELDS,
  SHOP_NAME_MAX,
  type ShopProfile,
} from '@kirana/api/contract/shop';
import { Button } from '@kirana/ui-kit/button';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { Textarea } from '@kirana/ui-kit/textarea';
import { toast } from '@kirana/ui-kit/toaster';
import { useState, type FormEvent } from 'react';
import { useSaveShop } from '../api/save-shop.ts';
import {
  shopFormValues,
  validateShopForm,
  type ShopField,
  type ShopFormErrors,
  type ShopFormValues,
} from '../lib/shop-form.ts';

const fieldId = (field: ShopField) => `shop-${field}`;

interface FieldSpec {
  label: string;
  hint?: string;
  type?: 'text' | 'tel' | 'email';
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  multiline?: boolean;
}

const FIELDS: Record<ShopField, FieldSpec> = {
  name: { label: 'Shop name', maxLength: SHOP_NAME_MAX, autoComplete: 'organization' },
  address: {
    label: 'Address',
    maxLength: SHOP_ADDRESS_MAX,
    multiline: true,
    autoComplete: 'street-address',
  },
  phone: {
    label: 'Phone',
    hint: 'A 10-digit mobile number; +91 is optional.',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
  },
  whatsapp: {
    label: 'WhatsApp number',
    hint: 'Shoppers tap "Order on WhatsApp" to chat with it.',
    type: 'tel',
    inputMode: 'tel',
  },
  email: { label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  gstin: {
    label: 'GSTIN',
    hint: '15 characters, e.g. 29AAGCB7383J1Z4. With a GSTIN, bills are Tax Invoices.',
    maxLength: 15,
  },
  fssai: { label: 'FSSAI licence number', hint: '14 digits.', inputMode: 'numeric', maxLength: 14 },
};

/** The shop's own details: what the storefront's footer and every bill show. */
export function ShopForm({ shop }: { shop: ShopProfile }) {
  const [values, setValues] = useState<ShopFormValues>(() => shopFormValues(shop));
  const [errors, setErrors] = useState<ShopFormErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveShop();
  const busy = save.isPending;

  function change(field: ShopField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const result = validateShopForm(values);
    if (!result.success) {
      setErrors(result.errors);
      setNotice('Nothing was saved: please fix the problems marked above.');
      const first = SHOP_FIELDS.find((field) => result.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    save.mutate(result.data, {
      onSuccess: (response) => {
        toast.success('Shop details saved');
        // As stored: numbers normalised (+91…), the GSTIN in capitals.
        setValues(shopFormValues(response.shop));
      },
      onError: (error) => setNotice(error.message),
    });
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-busy={busy}
      aria-label="Shop details"
      className="flex max-w-2xl flex-col gap-5"
    >
      {SHOP_FIELDS.map((field) => {
        const spec = FIELDS[field];
        const control = {
          value: values[field],
          disabled: busy,
          maxLength: spec.maxLength,
          autoComplete: spec.autoComplete ?? 'off',
        };
        return (
          <Field
            key={field}
            id={fieldId(field)}
            label={spec.label}
            hint={spec.hint}
            error={errors[field]}
          >
            {spec.multiline ? (
              <Textarea {...control} rows={3} onChange={(e) => change(field, e.target.value)} />
            ) : (
              <Input
                {...control}
                type={spec.type ?? 'text'}
                inputMode={spec.inputMode}
                onChange={(e) => change(field, e.target.value)}
              />
            )}
          </Field>
        );
      })}
      {notice ? (
        <p
          role="alert"
          className="rounded-control border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
        >
          {notice}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={busy} loadingText="Saving…" className="px-8">
          Save shop details
        </Button>
      </div>
    </form>
  );
}
