import { z } from 'zod';

/**
 * Rows a dry run lists of each kind (changed, new). A price list may carry the whole
 * catalogue (20,000 rows): the counts beside the lists say how many there are in all, and
 * the answer stays small enough for a phone.
 */
export const PREVIEW_LIMIT = 500;

/**
 * One value a row changes. `large`: the new value is at least 1.5 times the old or at most
 * half of it, the size of a slipped decimal point (4.9 for 49) or an extra zero.
 */
const moneyChangeSchema = z.object({
  /** Rupees, as prices are everywhere else in the contract. */
  from: z.number(),
  to: z.number(),
  large: z.boolean(),
});

/** The shelf count as the sheet writes it (units held for orders included); null: not counted. */
const countChangeSchema = z.object({
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  large: z.boolean(),
});

/** The other columns a row can change, named as the sheet's columns are. */
export const OTHER_PRICE_LIST_COLUMNS = [
  'name',
  'category',
  'weight',
  'gstRate',
  'hsn',
  'barcode',
  'inStock',
  'description',
  'name_hi',
  'description_hi',
] as const;

/** A field a row would empty, with what it holds now (cut to a line). */
export const emptiedFieldSchema = z.object({
  column: z.enum(OTHER_PRICE_LIST_COLUMNS),
  from: z.string(),
});
export type EmptiedField = z.infer<typeof emptiedFieldSchema>;

/**
 * A row that changes a stored product: the product as it is now, and old → new for each of
 * price, offer price and stock that changes (absent when it does not).
 */
export const previewChangeSchema = z.object({
  /** The spreadsheet's row: the header is row 1. */
  row: z.number().int(),
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  price: moneyChangeSchema.optional(),
  offerPrice: moneyChangeSchema.optional(),
  stock: countChangeSchema.optional(),
  /** The other columns the row changes. */
  also: z.array(z.enum(OTHER_PRICE_LIST_COLUMNS)),
  /** Of those, the fields it empties that hold something now: applying asks to confirm. */
  emptied: z.array(emptiedFieldSchema),
});
export type PreviewChange = z.infer<typeof previewChangeSchema>;

/** A row that adds a product; without `sku`, one is made up when the file is applied. */
export const previewNewProductSchema = z.object({
  row: z.number().int(),
  sku: z.string().optional(),
  name: z.string(),
  price: z.number(),
  offerPrice: z.number(),
  stock: z.number().int().nullable(),
});
export type PreviewNewProduct = z.infer<typeof previewNewProductSchema>;

/**
 * What a dry run would do, for the seller to check before applying. `changes`: rows with a
 * large change first, then the rest, each in file order; at most PREVIEW_LIMIT of each list
 * (the report's `updated` and `created` count them all). Unchanged rows are only counted.
 */
export const pricePreviewSchema = z.object({
  changes: z.array(previewChangeSchema),
  newProducts: z.array(previewNewProductSchema),
  /** Rows with at least one large change, listed or not. */
  largeChanges: z.number().int(),
  /**
   * Rows that empty a field holding something now, listed or not: applying the file needs
   * `confirmEmptied=true` while there are any.
   */
  emptying: z.number().int(),
  /** How a cell was read when it was not as typed (an HSN code's lost leading zero). */
  notes: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type PricePreview = z.infer<typeof pricePreviewSchema>;
