import { z } from 'zod';
import { MAX_CATEGORY_NAME } from './category.ts';
import { productSchema, type Category } from './product.ts';
import { searchMatches, searchSuggestionSchema } from './search.ts';

// `GET /api/product/list` with parameters: one page of the catalogue, filtered, searched
// and sorted by the database (without parameters it is the spec's whole list).

export const productSorts = ['newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof productSorts)[number];

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 60;
export const MAX_IDS = 100;
export const MAX_SEARCH_LENGTH = 100;

/** The parameters a page takes; anything else in the query string is ignored. */
export const productPageParams = [
  'category',
  'inStock',
  'stock',
  'q',
  'sort',
  'limit',
  'cursor',
  'ids',
];

/** The seller's stock filters: counted and running low, or nothing left to sell. */
export const stockFilterValues = ['low', 'out'] as const;
export type StockFilterValue = (typeof stockFilterValues)[number];

/** One value per parameter: `?sort=a&sort=b` is a mistake, not a choice. */
const single = (name: string) => z.string({ error: `${name} can be given only once.` });

/**
 * A category's path or name, in any case; the service looks it up among the shop's
 * categories shoppers see (an unknown or retired one is refused there).
 */
const categoryParam = single('category')
  .trim()
  .min(1, 'category must name a category')
  .max(MAX_CATEGORY_NAME, 'category must name a category');

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

export const productPageQuerySchema = z.object({
  category: categoryParam.optional(),
  inStock: z
    .enum(['true', 'false'], { error: 'inStock must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  stock: z
    .enum(stockFilterValues, { error: `stock must be one of: ${stockFilterValues.join(', ')}` })
    .optional(),
  q: single('q')
    .trim()
    .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
    .optional(),
  sort: z
    .enum(productSorts, { error: `sort must be one of: ${productSorts.join(', ')}` })
    .default('newest'),
  limit: single('limit')
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, LIMIT_MESSAGE).max(MAX_PAGE_SIZE, LIMIT_MESSAGE))
    .default(DEFAULT_PAGE_SIZE),
  cursor: single('cursor').max(512, 'This page link is not valid').optional(),
  ids: single('ids')
    .transform((text) =>
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(64, 'Each id in ids must be at most 64 characters'))
        .min(1, 'ids must name at least one product')
        .max(MAX_IDS, `ids can name at most ${MAX_IDS} products`),
    )
    .optional(),
});
export type ProductPageQuery = z.output<typeof productPageQuerySchema>;
/** What an app puts in the query string (all text, all optional). */
export type ProductPageParams = {
  category?: Category;
  inStock?: boolean;
  stock?: StockFilterValue;
  q?: string;
  sort?: ProductSort;
  limit?: number;
  cursor?: string;
  ids?: readonly string[];
};

export const productPageResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** With `q`: 'fuzzy' when the words as typed found nothing and one edit away did. */
  matched: z.enum(searchMatches).optional(),
  /** With `q`, when nothing at all was found: the nearest products by their words. */
  suggestions: z.array(searchSuggestionSchema).optional(),
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

export const productDetailResponseSchema = z.object({
  success: z.literal(true),
  product: productSchema,
  /** Up to 5 products shoppers can buy from the same category, newest first, itself excluded. */
  related: z.array(productSchema),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

export const RELATED_COUNT = 5;
