import {
  SHOP_ADDRESS_MAX,
  SHOP_NAME_MAX,
  SHOP_TEXT_FIELDS,
  type ShopSettings,
} from '@kirana/api/contract/shop';
import { Button } from '@kirana/ui-kit/button';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { Textarea } from '@kirana/ui-kit/textarea';
import { toast } from '@kirana/ui-kit/toaster';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSaveShop } from '../api/save-shop.ts';
import {
  shopFieldId,
  shopFormValues,
  validateShopForm,
  type ShopField,
  type ShopFormErrors,
  type ShopFormValues,
} from '../lib/shop-form.ts';
import { HomePageFields } from './home-page-fields.tsx';
import { TaxModeField } from './tax-mode-field.tsx';

interface FieldSpec {
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  type?: 'text' | 'tel' | 'email';
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  multiline?: boolean;
}

// Descriptors, not strings: the words are looked up in the active language at render.
const FIELDS: Record<ShopField, FieldSpec> = {
  name: { label: msg`Shop name`, maxLength: SHOP_NAME_MAX, autoComplete: 'organization' },
  address: {
    label: msg`Address`,
    maxLength: SHOP_ADDRESS_MAX,
    multiline: true,
    autoComplete: 'street-address',
  },
  phone: {
    label: msg`Phone`,
    hint: msg`A 10-digit mobile number; +91 is optional.`,
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
  },
  whatsapp: {
    label: msg`WhatsApp number`,
    hint: msg`Shoppers tap "Order on WhatsApp" to chat with it.`,
    type: 'tel',
    inputMode: 'tel',
  },
  email: { label: msg`Email`, type: 'email', inputMode: 'email', autoComplete: 'email' },
  gstin: {
    label: msg`GSTIN`,
    hint: msg`15 characters, e.g. 29AAGCB7383J1Z4. With a GSTIN, bills are Tax Invoices.`,
    maxLength: 15,
  },
  fssai: {
    label: msg`FSSAI licence number`,
    hint: msg`14 digits, spaces as printed are fine.`,
    inputMode: 'numeric',
    // Room for the 14 digits with the spaces or hyphens of the printed licence.
    maxLength: 24,
  },
};

/** The shop's own details, its prices' tax and its home page: one form, saved together. */
export function ShopForm({ shop }: { shop: ShopSettings }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ShopFormValues>(() => shopFormValues(shop));
  const [errors, setErrors] = useState<ShopFormErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveShop();
  const busy = save.isPending;

  function change(next: Partial<ShopFormValues>, errorKey: string) {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => ({ ...current, [errorKey]: undefined }));
  }

  const changeDetail = (field: ShopField, value: string) =>
    change({ details: { ...values.details, [field]: value } }, field);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const result = validateShopForm(values);
    if (!result.success) {
      setErrors(result.errors);
      setNotice(t`Nothing was saved: please fix the problems marked above.`);
      // The schema reports in the form's order, so the first problem is the highest.
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(shopFieldId(first))?.focus();
      return;
    }
    setErrors({});
    save.mutate(result.data, {
      onSuccess: (response) => {
        toast.success(t`Shop details saved`);
        // As stored: numbers normalised (+91…), the GSTIN in capitals, defaults back.
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
      aria-label={t`Shop details`}
      className="flex max-w-2xl flex-col gap-5"
    >
      {SHOP_TEXT_FIELDS.map((field) => {
        const spec = FIELDS[field];
        const control = {
          value: values.details[field],
          disabled: busy,
          maxLength: spec.maxLength,
          autoComplete: spec.autoComplete ?? 'off',
        };
        return (
          <Field
            key={field}
            id={shopFieldId(field)}
            label={i18n._(spec.label)}
            hint={spec.hint ? i18n._(spec.hint) : undefined}
            error={errors[field]}
          >
            {spec.multiline ? (
              <Textarea
                {...control}
                rows={3}
                onChange={(e) => changeDetail(field, e.target.value)}
              />
            ) : (
              <Input
                {...control}
                type={spec.type ?? 'text'}
                inputMode={spec.inputMode}
                onChange={(e) => changeDetail(field, e.target.value)}
              />
            )}
          </Field>
        );
      })}
      <TaxModeField
        value={values.taxMode}
        disabled={busy}
        onChange={(taxMode) => change({ taxMode }, 'taxMode')}
      />
      <HomePageFields values={values} errors={errors} disabled={busy} onChange={change} />
      {notice ? (
        <p
          role="alert"
          className="rounded-control border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
        >
          {notice}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={busy} loadingText={t`Saving…`} className="px-8">
          <Trans>Save shop details</Trans>
        </Button>
      </div>
    </form>
  );
}
