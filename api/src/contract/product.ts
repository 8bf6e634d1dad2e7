import { z } from 'zod';
import { rupeesSchema } from './money.ts';

export const categories = [
  'Vegetables',
  'Fruits',
  'Drinks',
  'Instant',
  'Dairy',
  'Bakery',
  'Grains',
] as const;
export const categorySchema = z.enum(categories, {
  error: `Category must be one of: ${categories.join(', ')}`,
});
export type Category = z.infer<typeof categorySchema>;

export const MAX_PRODUCT_IMAGES = 4;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: categorySchema,
  price: z.number(),
  offerPrice: z.number(),
  image: z.array(z.string()),
  description: z.array(z.string()),
  inStock: z.boolean(),
  weight: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** Lines of a description: the seller types one bullet per line. */
const descriptionSchema = z
  .union([z.array(z.string()), z.string()])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(/\r?\n/))
      .map((line) => line.trim())
      .filter((line) => line.length > 0),
  )
  .pipe(
    z
      .array(z.string().max(300, 'Each description line must be at most 300 characters'))
      .max(20, 'A description can have at most 20 lines'),
  );

/** The `productData` JSON of `POST /api/product/add`. */
export const productInputSchema = z
  .object({
    name: z
      .string({ error: 'Product name is required' })
      .trim()
      .min(1, 'Product name is required')
      .max(120, 'Product name must be at most 120 characters'),
    description: descriptionSchema.default([]),
    category: categorySchema,
    price: rupeesSchema('Price'),
    offerPrice: rupeesSchema('Offer price'),
    weight: z
      .string()
      .trim()
      .max(40, 'Weight must be at most 40 characters')
      .optional()
      .transform((w) => (w ? w : undefined)),
  })
  .refine((p) => p.offerPrice <= p.price, {
    message: 'Offer price cannot be more than the price',
    path: ['offerPrice'],
  });
export type ProductInput = z.input<typeof productInputSchema>;

export const stockInputSchema = z.object({
  id: z.string({ error: 'Product id is required' }).min(1, 'Product id is required').max(64),
  inStock: z.boolean({ error: 'inStock must be true or false' }),
});
export type StockInput = z.infer<typeof stockInputSchema>;
