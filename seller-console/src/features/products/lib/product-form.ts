import { productInputSchema, type Product } from '@kirana/api/contract/product';
import { shelfCount } from '@kirana/api/contract/stock';
import type { z } from 'zod';
import { t } from '@lingui/core/macro';

/** What the seller types: text, exactly as the inputs hold it. */
export interface ProductFormValues {
  name: string;
  description: string;
  category: string;
  price: string;
  offerPrice: string;
  weight: string;
  /** Units on the shelf (held ones included); empty means the shop does not count them. */
  stock: string;
  sku: string;
  /** A GST slab in percent, or empty for "not set". */
  gstRate: string;
  hsn: string;
  /** The code a scanner reads off the pack, or empty for none. */
  barcode: string;
  /** The name and description in Hindi; empty shows shoppers the English ones. */
  nameHi: string;
  descriptionHi: string;
}

export type ProductField = keyof ProductFormValues;
export type ProductFormErrors = Partial<Record<ProductField, string>>;

/** The validated `productData` the API receives: the contract schema's own output. */
export type ProductData = z.output<typeof productInputSchema>;

export const emptyProductForm: ProductFormValues = {
  name: '',
  description: '',
  category: '',
  price: '',
  offerPrice: '',
  weight: '',
  stock: '',
  sku: '',
  gstRate: '',
  hsn: '',
  barcode: '',
  nameHi: '',
  descriptionHi: '',
};

/** A stored product as the form shows it, for editing. */
export const productFormValues = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description.join('\n'),
  category: product.category,
  price: String(product.price),
  offerPrice: String(product.offerPrice),
  weight: product.weight ?? '',
  stock: product.stock === null ? '' : String(shelfCount(product)),
  sku: product.sku ?? '',
  gstRate: product.gstRate === null ? '' : String(product.gstRate),
  hsn: product.hsn ?? '',
  barcode: product.barcode ?? '',
  nameHi: product.translations?.hi?.name ?? '',
  descriptionHi: (product.translations?.hi?.description ?? []).join('\n'),
});

/** Fields in the order they appear, so focus goes to the first one with a problem. */
export const productFieldOrder: readonly ProductField[] = [
  'name',
  'description',
  'category',
  'price',
  'offerPrice',
  'weight',
  'stock',
  'sku',
  'gstRate',
  'hsn',
  'barcode',
  'nameHi',
  'descriptionHi',
];

/** A translation's issue path (`translations.hi.name`) as the form's field. */
const translatedField: Record<string, ProductField> = {
  name: 'nameHi',
  description: 'descriptionHi',
};

const fieldNames = new Set<string>(productFieldOrder);

export type ProductFormResult =
  { success: true; data: ProductData } | { success: false; errors: ProductFormErrors };

/**
 * Runs the API's schema (name length, category, prices from Rs.0.01 to Rs.10,00,000 with at
 * most two decimals, offer ≤ price, description lines, stock, SKU), so what passes here
 * passes there. Empty required fields get a plainer message than the schema's.
 */
export function validateProductForm(values: ProductFormValues): ProductFormResult {
  const { nameHi, descriptionHi, ...fields } = values;
  // Always sent, blanks too: a blank clears the translation.
  const result = productInputSchema.safeParse({
    ...fields,
    category: values.category || undefined,
    translations: { hi: { name: nameHi, description: descriptionHi } },
  });
  const errors: ProductFormErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field =
        issue.path[0] === 'translations'
          ? (translatedField[String(issue.path[2] ?? '')] ?? '')
          : String(issue.path[0] ?? '');
      if (fieldNames.has(field)) errors[field as ProductField] ??= issue.message;
    }
  }
  if (!values.category) errors.category = t`Please choose a category`;
  if (values.price.trim() === '') errors.price = t`Price is required`;
  if (values.offerPrice.trim() === '') errors.offerPrice = t`Offer price is required`;

  if (result.success && Object.keys(errors).length === 0) {
    return { success: true, data: result.data };
  }
  return { success: false, errors };
}
