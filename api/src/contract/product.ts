import { z } from 'zod';
import { MAX_CATEGORY_NAME } from './category.ts';
import { languageSchema } from './language-schema.ts';
import { TRANSLATION_LANGUAGES } from './languages.ts';
import { rupeesSchema } from './money.ts';
import { pricePreviewSchema } from './price-list.ts';
import { MAX_STOCK } from './stock.ts';
import { barcodeSchema } from './barcode.ts';
import { gstRateSchema, hsnSchema } from './tax.ts';

/**
 * A product's category: the name of one of the shop's categories (`contract/category.ts`).
 * The list is data, so the service checks the name against it.
 */
export const categorySchema = z
  .string({ error: 'Category is required' })
  .trim()
  .min(1, 'Category is required')
  .max(MAX_CATEGORY_NAME, `Category must be at most ${MAX_CATEGORY_NAME} characters`);
export type Category = z.infer<typeof categorySchema>;

export const MAX_PRODUCT_IMAGES = 4;
/**
 * Per file. Only resized variants are kept (never the upload itself), so a phone's 12 MP
 * photo as taken (3 to 10 MB) is welcome.
 */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Larger images are refused: decoding one would take too much memory and time. */
export const MAX_IMAGE_MEGAPIXELS = 40;

/**
 * One product picture, ready for `<img srcset>`: `url` a mid-sized variant (about 640 px
 * wide), `srcset` every stored width as absolute URLs, `width`/`height` the stored master's
 * size (null only for an image not yet processed), so the apps reserve its space up front.
 */
export const productImageSchema = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * A product's name and description in one language; null fields fall back to the
 * original's (the seller's product JSON only).
 */
export const productTranslationSchema = z.object({
  name: z.string().nullable(),
  description: z.array(z.string()).nullable(),
});
export type ProductTranslation = z.infer<typeof productTranslationSchema>;

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /**
   * The language `name` and `description` are in: a translation's when its name was used.
   * The API always sends it; optional so products made before it (fixtures, stored carts)
   * still read.
   */
  lang: languageSchema.optional(),
  category: categorySchema,
  price: z.number(),
  offerPrice: z.number(),
  /** The spec's field: each picture's mid-sized variant, first the main one. */
  image: z.array(z.string()),
  /** The same pictures with their sizes, for `srcset` and layout without shifts. */
  images: z.array(productImageSchema),
  description: z.array(z.string()),
  /** The seller's switch; see `isPurchasable` in `contract/stock` for what shoppers can buy. */
  inStock: z.boolean(),
  /** Units the shop can still sell, or null when they are not counted. */
  stock: z.number().int().nullable(),
  /**
   * Units promised to orders not yet packed; they are still on the shelf, which holds
   * `stock + held` (the count a seller checks and edits).
   */
  held: z.number().int(),
  sku: z.string().optional(),
  weight: z.string().optional(),
  /**
   * GST rate in percent (contract/tax.ts: 0, 0.25, 3, 5, 18 or 40; 12 or 28 on a product
   * saved before 22 September 2025), or null when not set.
   */
  gstRate: z.number().nullable(),
  /** HSN code (4 to 8 digits) for the bill, or null. */
  hsn: z.string().nullable(),
  /** The code a scanner reads off the pack (contract/barcode.ts), upper case; absent for none. */
  barcode: z.string().optional(),
  /** Only ever true in the seller's `?archived=true` list. */
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Only in the seller's answers (add, update, the archive): the stored translations. */
  translations: z.partialRecord(z.enum(TRANSLATION_LANGUAGES), productTranslationSchema).optional(),
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

const nameSchema = z
  .string({ error: 'Product name is required' })
  .trim()
  .min(1, 'Product name is required')
  .max(120, 'Product name must be at most 120 characters');

/** Empty text means "none": the form sends what the field holds. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((text) => (text ? text : null));

const STOCK_MESSAGE = `Stock must be a whole number from 0 to ${MAX_STOCK.toLocaleString('en-IN')}`;

/**
 * Units left: a whole number from 0 to 1,00,000, or empty/null for "not counted". Forms send
 * text, JSON sends numbers; both are read.
 */
export const stockSchema = z
  .union([z.number(), z.string(), z.null()], { error: STOCK_MESSAGE })
  .transform((value, ctx) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return null;
    if (!/^\d{1,9}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: STOCK_MESSAGE });
      return z.NEVER;
    }
    return Number(text);
  })
  .pipe(
    z.number().int(STOCK_MESSAGE).min(0, STOCK_MESSAGE).max(MAX_STOCK, STOCK_MESSAGE).nullable(),
  );

/** The seller's own code for a product; unique (ignoring case) when given. */
export const skuSchema = optionalText('SKU', 64).refine(
  (sku) => sku === null || !/[\t\r\n]/.test(sku),
  'SKU cannot contain line breaks or tabs',
);

/** A translated name: blank clears it (the original is shown). */
const translatedNameSchema = z
  .string({ error: 'A translated name must be text' })
  .trim()
  .max(120, 'Product name must be at most 120 characters')
  .nullable()
  .transform((text) => (text ? text : null));

/**
 * `translations: { hi: { name, description } }` of add and update: each field sent is set,
 * blank (or null) clears it; a field not sent stays as it is.
 */
export const translationsInputSchema = z.partialRecord(
  z.enum(TRANSLATION_LANGUAGES, {
    error: `translations can be given for: ${TRANSLATION_LANGUAGES.join(', ')}`,
  }),
  z.object({
    name: translatedNameSchema.optional(),
    description: z
      .union([descriptionSchema, z.null()])
      .transform((lines) => (lines && lines.length > 0 ? lines : null))
      .optional(),
  }),
);
export type TranslationsInput = z.output<typeof translationsInputSchema>;

const productFields = {
  name: nameSchema,
  description: descriptionSchema,
  category: categorySchema,
  price: rupeesSchema('Price'),
  offerPrice: rupeesSchema('Offer price'),
  weight: optionalText('Pack size', 40),
  stock: stockSchema,
  sku: skuSchema,
  gstRate: gstRateSchema,
  hsn: hsnSchema,
  barcode: barcodeSchema,
};

const offerWithinPrice = {
  message: 'Offer price cannot be more than the price',
  path: ['offerPrice'],
};

/** The `productData` JSON of `POST /api/product/add`. */
export const productInputSchema = z
  .object({
    ...productFields,
    description: productFields.description.default([]),
    weight: productFields.weight.optional().transform((w) => w ?? null),
    stock: productFields.stock.optional().transform((n) => n ?? null),
    sku: productFields.sku.optional().transform((k) => k ?? null),
    gstRate: productFields.gstRate.optional().transform((r) => r ?? null),
    hsn: productFields.hsn.optional().transform((h) => h ?? null),
    barcode: productFields.barcode.optional().transform((b) => b ?? null),
    translations: translationsInputSchema.optional(),
  })
  .refine((p) => p.offerPrice <= p.price, offerWithinPrice);
export type ProductInput = z.input<typeof productInputSchema>;

export const productIdSchema = z
  .string({ error: 'Product id is required' })
  .min(1, 'Product id is required')
  .max(64, 'Product id is too long');

/**
 * The `productData` JSON of `POST /api/product/update`: the id and only the fields that
 * change. Empty weight, stock or SKU clears it. Offer ≤ price is checked against the
 * product's current values for whichever of the two is not sent.
 */
export const productUpdateSchema = z
  .object({
    id: productIdSchema,
    name: productFields.name.optional(),
    description: productFields.description.optional(),
    category: productFields.category.optional(),
    price: productFields.price.optional(),
    offerPrice: productFields.offerPrice.optional(),
    weight: productFields.weight.optional(),
    stock: productFields.stock.optional(),
    /**
     * The shelf count the form showed when it was opened. With it, `stock` is applied as a
     * change from it (orders packed meanwhile are not undone); without it, as the count.
     */
    stockBase: productFields.stock.optional(),
    sku: productFields.sku.optional(),
    /** Empty clears the rate or the code. */
    gstRate: productFields.gstRate.optional(),
    hsn: productFields.hsn.optional(),
    barcode: productFields.barcode.optional(),
    translations: translationsInputSchema.optional(),
  })
  .refine(
    (p) => p.price === undefined || p.offerPrice === undefined || p.offerPrice <= p.price,
    offerWithinPrice,
  );
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;

/** `keepImages`: the product's current image URLs to keep, in their new order. */
export const keepImagesSchema = z
  .array(z.string().max(500), { error: 'keepImages must be a list of image URLs' })
  .max(MAX_PRODUCT_IMAGES, `A product can have at most ${MAX_PRODUCT_IMAGES} images`);

export const archiveInputSchema = z.object({
  id: productIdSchema,
  archived: z.boolean({ error: 'archived must be true or false' }),
});
export type ArchiveInput = z.infer<typeof archiveInputSchema>;

export const stockInputSchema = z.object({
  id: productIdSchema,
  inStock: z.boolean({ error: 'inStock must be true or false' }),
});
export type StockInput = z.infer<typeof stockInputSchema>;

export const productResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  product: productSchema,
});
export type ProductResponse = z.infer<typeof productResponseSchema>;

/** Answer of `POST /api/product/import` (also the body of its 400). */
export const importReportSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** `row` is the spreadsheet row: the header is row 1. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  /** Only on a dry run (`?dryRun=true`): the rows it would change, to check before applying. */
  preview: pricePreviewSchema.optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
