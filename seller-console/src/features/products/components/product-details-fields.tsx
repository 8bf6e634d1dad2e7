import { FORMER_GST_RATES, GST_RATES } from '@kirana/api/contract/tax';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { NumberInput } from '@kirana/ui-kit/number-input';
import { Select } from '@kirana/ui-kit/select';
import { Textarea } from '@kirana/ui-kit/textarea';
import type { ProductField, ProductFormErrors, ProductFormValues } from '../lib/product-form.ts';
import { useCategoryOptions } from '../api/get-category-options.ts';
import { currencyPrefix } from '@kirana/ui-kit/lib/format-price';
import { formatCount } from '@kirana/ui-kit/lib/intl-locale';
import { useLingui } from '@lingui/react/macro';
import { useTaxMode } from '../api/get-tax-mode.ts';
import { MrpWarning } from './mrp-warning.tsx';

// The kit's select cannot hold an empty value: "Not set" is this one, sent as empty.
const NO_RATE = 'none';
/**
 * The current rates; a product saved with a former one (12 or 28) shows it too, named as
 * such, so the seller sees what it had (the API asks for a current rate on save). A
 * function: the words come in the language active at render.
 */
const gstOptions = (current: string, notSet: string, former: (rate: number) => string) => [
  { value: NO_RATE, label: notSet },
  ...GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` })),
  ...FORMER_GST_RATES.filter((rate) => String(rate) === current).map((rate) => ({
    value: String(rate),
    label: former(rate),
  })),
];

/** Ids of the controls, so the form can move focus to the first field with a problem. */
export const productFieldId = (field: ProductField) => `product-${field}`;

export interface ProductDetailsFieldsProps {
  /** Units promised to orders not yet packed: still on the shelf, not for sale. */
  held?: number;
  /** The product's category as stored: offered even once retired, so an edit can keep it. */
  storedCategory?: string;
  values: ProductFormValues;
  errors: ProductFormErrors;
  onChange: (field: ProductField, value: string) => void;
}

export function ProductDetailsFields({
  held = 0,
  storedCategory,
  values,
  errors,
  onChange,
}: ProductDetailsFieldsProps) {
  const categories = useCategoryOptions(storedCategory);
  const { t } = useLingui();
  const heldCount = formatCount(held);
  const taxMode = useTaxMode();
  return (
    <>
      <Field id={productFieldId('name')} label={t`Product Name`} required error={errors.name}>
        <Input
          placeholder={t`Type here`}
          maxLength={120}
          value={values.name}
          onChange={(event) => onChange('name', event.target.value)}
        />
      </Field>
      <Field
        id={productFieldId('description')}
        label={t`Product Description`}
        hint={t`One bullet point per line.`}
        error={errors.description}
      >
        <Textarea
          rows={4}
          placeholder={t`Type here`}
          value={values.description}
          onChange={(event) => onChange('description', event.target.value)}
        />
      </Field>
      <Field
        id={productFieldId('nameHi')}
        label={t`Name in Hindi`}
        hint={t`Optional: shoppers reading Hindi see it, and can search by it.`}
        error={errors.nameHi}
      >
        <Input
          lang="hi"
          maxLength={120}
          value={values.nameHi}
          onChange={(event) => onChange('nameHi', event.target.value)}
        />
      </Field>
      <Field
        id={productFieldId('descriptionHi')}
        label={t`Description in Hindi`}
        hint={t`Optional: one bullet point per line. Empty shows the English one.`}
        error={errors.descriptionHi}
      >
        <Textarea
          lang="hi"
          rows={3}
          value={values.descriptionHi}
          onChange={(event) => onChange('descriptionHi', event.target.value)}
        />
      </Field>
      <Field
        id={productFieldId('category')}
        label={t`Category`}
        required
        hint={categories.hint}
        error={errors.category}
      >
        <Select
          options={categories.options}
          placeholder={categories.placeholder}
          value={values.category}
          onValueChange={(value) => onChange('category', value)}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={productFieldId('price')} label={t`Product Price`} required error={errors.price}>
          <NumberInput
            prefix={currencyPrefix()}
            allowDecimals
            min="0.01"
            placeholder="0"
            value={values.price}
            onChange={(event) => onChange('price', event.target.value)}
          />
        </Field>
        <Field
          id={productFieldId('offerPrice')}
          label={t`Offer Price`}
          required
          error={errors.offerPrice}
        >
          <NumberInput
            prefix={currencyPrefix()}
            allowDecimals
            min="0.01"
            placeholder="0"
            value={values.offerPrice}
            onChange={(event) => onChange('offerPrice', event.target.value)}
          />
        </Field>
      </div>
      <MrpWarning values={values} taxMode={taxMode} />
      <Field
        id={productFieldId('weight')}
        label={t`Pack size`}
        hint={t`Optional: the net quantity shoppers see under the name, e.g. 500 g, 1 L or 6 pcs.`}
        error={errors.weight}
      >
        <Input
          maxLength={40}
          value={values.weight}
          onChange={(event) => onChange('weight', event.target.value)}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={productFieldId('stock')}
          label={t`Units in stock`}
          hint={
            held > 0
              ? t`Count what is on the shelf, with the ${heldCount} held for orders not yet packed. Leave empty to not count them.`
              : t`Leave empty to not count them.`
          }
          error={errors.stock}
        >
          <NumberInput
            min="0"
            placeholder={t`Not counted`}
            value={values.stock}
            onChange={(event) => onChange('stock', event.target.value)}
          />
        </Field>
        <Field
          id={productFieldId('sku')}
          label={t`SKU`}
          hint={t`Your code for it. Leave empty to get one.`}
          error={errors.sku}
        >
          <Input
            maxLength={64}
            autoComplete="off"
            value={values.sku}
            onChange={(event) => onChange('sku', event.target.value)}
          />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={productFieldId('gstRate')}
          label={t`GST rate`}
          hint={t`Optional: printed on the bill, and the rate added at checkout when GST is added on top (2% without one).`}
          error={errors.gstRate}
        >
          <Select
            options={gstOptions(
              values.gstRate,
              t`Not set`,
              (rate) => t`${rate}% (ended 22 Sep 2025)`,
            )}
            value={values.gstRate === '' ? NO_RATE : values.gstRate}
            onValueChange={(value) => onChange('gstRate', value === NO_RATE ? '' : value)}
          />
        </Field>
        <Field
          id={productFieldId('hsn')}
          label={t`HSN code`}
          hint={t`Optional: 4 to 8 digits, for the bill.`}
          error={errors.hsn}
        >
          <Input
            inputMode="numeric"
            maxLength={8}
            autoComplete="off"
            value={values.hsn}
            onChange={(event) => onChange('hsn', event.target.value)}
          />
        </Field>
      </div>
      <Field
        id={productFieldId('barcode')}
        label={t`Barcode`}
        hint={t`Optional: scan the pack or type the digits under its bars, for the counter.`}
        error={errors.barcode}
      >
        <Input
          maxLength={40}
          autoComplete="off"
          // A scanner types the code and Enter: the code stays, the form is not sent.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          value={values.barcode}
          onChange={(event) => onChange('barcode', event.target.value)}
        />
      </Field>
    </>
  );
}
