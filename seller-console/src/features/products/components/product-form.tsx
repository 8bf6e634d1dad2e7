import { MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES, type Product } from '@kirana/api/contract/product';
import { Button } from '@kirana/ui-kit/button';
import { ImageUploadSlots, type ExistingImage } from '@kirana/ui-kit/image-upload-slots';
import { toast } from '@kirana/ui-kit/toaster';
import { useState, type FormEvent } from 'react';
import { useAddProduct } from '../api/add-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { shelfCount } from '@kirana/api/contract/stock';
import {
  emptyProductForm,
  productFieldOrder,
  productFormValues,
  validateProductForm,
  type ProductData,
  type ProductField,
  type ProductFormErrors,
  type ProductFormValues,
} from '../lib/product-form.ts';
import { ProductDetailsFields, productFieldId } from './product-details-fields.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

// The slots accept any image/* type, but the API refuses SVG (it can carry script); saying
// so here saves the seller an upload that is bound to fail.
const isSvg = (file: File) => file.type === 'image/svg+xml' || /\.svg$/i.test(file.name);

const storedImages = (
  product: Product | undefined,
  label: (position: number) => string,
): ExistingImage[] =>
  (product?.images ?? []).map((picture, index) => ({
    // The same URL as `product.image[index]`, which is what keepImages names.
    url: picture.url,
    srcSet: picture.srcset,
    width: picture.width,
    height: picture.height,
    label: label(index + 1),
  }));

export interface ProductFormProps {
  /** The product to edit; without it the form adds a new one. */
  product?: Product;
  /** After a successful save (an edit goes back to the list). */
  onSaved?: (product: Product) => void;
}

/**
 * Adds or edits a product: pictures, details, prices and stock, checked with the API's own
 * schema, then sent as one multipart upload with a progress bar. Editing starts from the
 * product as stored; its current pictures can be kept, removed or made the main one.
 */
export function ProductForm({ product, onSaved }: ProductFormProps) {
  const editing = product !== undefined;
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? productFormValues(product) : emptyProductForm,
  );
  const { t } = useLingui();
  const name = product?.name ?? '';
  const [existing, setExisting] = useState<ExistingImage[]>(() =>
    storedImages(product, (position) => t`Current image ${position} of ${name}`),
  );
  const [images, setImages] = useState<File[]>([]);
  const [imageNotice, setImageNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [progress, setProgress] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const addProduct = useAddProduct();
  const updateProduct = useUpdateProduct();
  const busy = addProduct.isPending || updateProduct.isPending;

  function handleChange(field: ProductField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A fixed field stops shouting; the rest keep their message until the next submit.
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleImages(files: File[]) {
    const names = files
      .filter(isSvg)
      .map((f) => f.name)
      .join(', ');
    setImageNotice(
      names ? t`${names}: SVG images cannot be uploaded. Use JPEG, PNG, WebP, GIF or AVIF.` : null,
    );
    setImages(files.filter((file) => !isSvg(file)));
  }

  const callbacks = {
    onSuccess: (response: { message: string; product: Product }) => {
      toast.success(response.message);
      if (!editing) {
        setValues(emptyProductForm);
        setImages([]);
        setImageNotice(null);
      }
      onSaved?.(response.product);
    },
    // Said next to the form (and kept there while the seller fixes it), not again as a
    // toast that would vanish before it is read.
    onError: (error: Error) => setServerError(error.message),
  };

  function save(data: ProductData) {
    if (product) {
      updateProduct.mutate(
        {
          id: product._id,
          data,
          stockBase: shelfCount(product),
          keepImages: existing.map((image) => image.url),
          images,
          onProgress: setProgress,
        },
        callbacks,
      );
    } else {
      addProduct.mutate({ data, images, onProgress: setProgress }, callbacks);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const result = validateProductForm(values);
    if (!result.success) {
      setErrors(result.errors);
      const first = productFieldOrder.find((field) => result.errors[field]);
      if (first) document.getElementById(productFieldId(first))?.focus();
      return;
    }
    setErrors({});
    setProgress(0);
    save(result.data);
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-busy={busy}
      className="flex max-w-lg flex-col gap-5"
    >
      <ImageUploadSlots
        value={images}
        onChange={handleImages}
        existing={existing}
        onExistingChange={setExisting}
        maxFiles={MAX_PRODUCT_IMAGES}
        maxFileSize={MAX_IMAGE_BYTES}
        label={t`Product Image`}
        disabled={busy}
      />
      {imageNotice ? (
        <p role="alert" className="-mt-3 text-sm text-danger">
          {imageNotice}
        </p>
      ) : null}
      <fieldset disabled={busy} className="flex flex-col gap-5">
        <legend className="sr-only">
          <Trans>Product details</Trans>
        </legend>
        <ProductDetailsFields
          held={product?.held ?? 0}
          {...(product ? { storedCategory: product.category } : {})}
          values={values}
          errors={errors}
          onChange={handleChange}
        />
      </fieldset>
      {busy ? <UploadProgress value={progress} /> : null}
      {serverError ? (
        // The toast fades; this stays until the next attempt. Not a live region: the
        // error toast has already been announced.
        <p className="rounded-control border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
          {serverError}
        </p>
      ) : null}
      <div>
        <Button
          type="submit"
          loading={busy}
          loadingText={editing ? t`Saving…` : t`Adding…`}
          className="px-8"
        >
          {editing ? <Trans>Save Changes</Trans> : <Trans>Add Product</Trans>}
        </Button>
      </div>
    </form>
  );
}
