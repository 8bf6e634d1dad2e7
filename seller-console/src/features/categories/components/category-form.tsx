import { DEFAULT_CATEGORY_COLOUR, type StoreCategory } from '@kirana/api/contract/category';
import { MAX_IMAGE_BYTES } from '@kirana/api/contract/product';
import { Button } from '@kirana/ui-kit/button';
import { Checkbox } from '@kirana/ui-kit/checkbox';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { Label } from '@kirana/ui-kit/label';
import { useId, useState, type FormEvent } from 'react';
import { categoryQueries } from '../../../lib/api-client.ts';
import { useCategoryChange } from '../api/use-category-change.ts';
import {
  categoryChanges,
  categoryFieldOrder,
  categoryFormValues,
  emptyCategoryForm,
  validateCategoryForm,
  type CategoryField,
  type CategoryFormErrors,
  type CategoryFormValues,
} from '../lib/category-form.ts';
import { Trans, useLingui } from '@lingui/react/macro';

const HEX = /^#[0-9a-fA-F]{6}$/;

export interface CategoryFormProps {
  /** The category to edit; without it the form adds one. */
  category?: StoreCategory;
  /** After saving (with what to tell the seller) or cancelling. */
  onDone: (saved?: string) => void;
}

/** Adds or edits a category: name and tile text (each also in Hindi), path, colour and picture. */
export function CategoryForm({ category, onDone }: CategoryFormProps) {
  const idBase = useId();
  const fieldId = (field: CategoryField | 'picture' | 'removePicture') => `${idBase}-${field}`;
  const [values, setValues] = useState<CategoryFormValues>(() =>
    category ? categoryFormValues(category) : emptyCategoryForm,
  );
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [removePicture, setRemovePicture] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useCategoryChange<{ category: StoreCategory }>();
  const { t } = useLingui();
  const name = category?.name ?? '';
  // A placeholder in the hint, not words to translate.
  const address = '/products/<path>';

  const change = (field: CategoryField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function choosePicture(file: File | undefined) {
    setPictureError(null);
    setPicture(null);
    if (!file) return;
    if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name))
      return setPictureError(t`SVG pictures cannot be uploaded. Use JPEG, PNG, WebP, GIF or AVIF.`);
    const megabytes = MAX_IMAGE_BYTES / 1024 / 1024;
    if (file.size > MAX_IMAGE_BYTES)
      return setPictureError(t`A picture can be at most ${megabytes} MB.`);
    setPicture(file);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const result = validateCategoryForm(values);
    if (!result.success) {
      setErrors(result.errors);
      const first = categoryFieldOrder.find((field) => result.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    const withPicture = async (saved: { category: StoreCategory }) =>
      picture ? categoryQueries.setPicture(saved.category.id, picture) : saved;
    const run = category
      ? () =>
          categoryQueries
            .update({
              ...categoryChanges(category, result.data),
              ...(removePicture && !picture ? { image: null } : {}),
            })
            .then(withPicture)
      : () => categoryQueries.add(result.data).then(withPicture);
    save.mutate(run, {
      onSuccess: (saved) => {
        const { name } = saved.category;
        onDone(category ? t`${name} saved` : t`${name} added`);
      },
      onError: (error) => setServerError(error.message),
    });
  }

  const swatch = HEX.test(values.colour) ? values.colour : DEFAULT_CATEGORY_COLOUR;
  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-busy={save.isPending}
      aria-label={category ? t`Edit ${name}` : t`New category`}
      className="flex max-w-lg flex-col gap-4 rounded-card border border-line p-4"
    >
      <fieldset disabled={save.isPending} className="flex flex-col gap-4">
        <legend className="sr-only">
          <Trans>Category details</Trans>
        </legend>
        <Field id={fieldId('name')} label={t`Name`} required error={errors.name}>
          <Input
            maxLength={40}
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            placeholder={t`e.g. Household`}
          />
        </Field>
        <Field
          id={fieldId('labelHi')}
          label={t`Name in Hindi`}
          hint={t`Optional: shoppers reading Hindi see it. Empty shows the name.`}
          error={errors.labelHi}
        >
          <Input
            lang="hi"
            maxLength={40}
            value={values.labelHi}
            onChange={(event) => change('labelHi', event.target.value)}
          />
        </Field>
        <Field
          id={fieldId('text')}
          label={t`Tile text`}
          hint={t`Optional: the words on the home page tile, e.g. Home & Cleaning. Empty shows the name.`}
          error={errors.text}
        >
          <Input
            maxLength={60}
            value={values.text}
            onChange={(event) => change('text', event.target.value)}
          />
        </Field>
        <Field
          id={fieldId('textHi')}
          label={t`Tile text in Hindi`}
          hint={t`Optional: the tile’s words for shoppers reading Hindi. Empty shows the tile text (or the Hindi name when there is none).`}
          error={errors.textHi}
        >
          <Input
            lang="hi"
            maxLength={60}
            value={values.textHi}
            onChange={(event) => change('textHi', event.target.value)}
          />
        </Field>
        <Field
          id={fieldId('path')}
          label={t`Path`}
          hint={t`The page’s address, ${address}: lowercase letters, digits and hyphens. Empty makes one from the name.`}
          error={errors.path}
        >
          <Input
            maxLength={40}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={values.path}
            onChange={(event) => change('path', event.target.value)}
          />
        </Field>
        <div className="flex items-end gap-3">
          <Field
            id={fieldId('colour')}
            label={t`Colour`}
            hint={t`The tile’s background, e.g. #FEF6DA.`}
            error={errors.colour}
            className="flex-1"
          >
            <Input
              maxLength={7}
              autoComplete="off"
              spellCheck={false}
              placeholder={DEFAULT_CATEGORY_COLOUR}
              value={values.colour}
              onChange={(event) => change('colour', event.target.value)}
            />
          </Field>
          <input
            type="color"
            aria-label={t`Pick the colour`}
            value={swatch.toLowerCase()}
            onChange={(event) => change('colour', event.target.value.toUpperCase())}
            className="focus-ring mb-7 h-10 w-12 cursor-pointer rounded-control border border-line-strong"
          />
        </div>
        <Field
          id={fieldId('picture')}
          label={t`Picture`}
          hint={t`Optional: JPEG, PNG, WebP, GIF or AVIF. Without one the tile shows its text on its colour.`}
          error={pictureError}
        >
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            onChange={(event) => choosePicture(event.target.files?.[0])}
            className="text-sm file:mr-3 file:rounded-control file:border file:border-line-strong file:bg-surface file:px-3 file:py-1.5"
          />
        </Field>
        {category?.image ? (
          <div className="flex items-center gap-2">
            <Checkbox
              id={fieldId('removePicture')}
              checked={removePicture}
              onCheckedChange={(checked) => setRemovePicture(checked === true)}
            />
            <Label htmlFor={fieldId('removePicture')}>
              <Trans>Remove the current picture</Trans>
            </Label>
          </div>
        ) : null}
      </fieldset>
      {serverError ? (
        <p
          role="alert"
          className="rounded-control border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
        >
          {serverError}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button type="submit" loading={save.isPending} loadingText={t`Saving…`}>
          <Trans>Save category</Trans>
        </Button>
        <Button type="button" variant="outline" onClick={() => onDone()} disabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
