import { z } from 'zod';
import { CATEGORY_PATH_PATTERN, MAX_CATEGORY_PATH } from './category-path.ts';

// The shop's categories (the product module; docs/api.md, "Categories"). Products name
// their category by `name`; shoppers reach it at `/products/<path>`.

export const MAX_CATEGORY_NAME = 40;
export const MAX_CATEGORY_TEXT = 60;
/** A new category's tile colour when the seller gives none: the kit's muted surface. */
export const DEFAULT_CATEGORY_COLOUR = '#F1F5F9';

export const categoryNameSchema = z
  .string({ error: 'Category name is required' })
  .trim()
  .min(1, 'Category name is required')
  .max(MAX_CATEGORY_NAME, `Category name must be at most ${MAX_CATEGORY_NAME} characters`);

const PATH_MESSAGE =
  'Path must be a lowercase slug: letters a–z, digits and single hyphens between them (e.g. "pooja-items")';

export const categoryPathSchema = z
  .string({ error: PATH_MESSAGE })
  .trim()
  .max(MAX_CATEGORY_PATH, `Path must be at most ${MAX_CATEGORY_PATH} characters`)
  .regex(CATEGORY_PATH_PATTERN, PATH_MESSAGE);

export const categoryColourSchema = z
  .string({ error: 'Colour must be a hex colour such as #FEF6DA' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex colour such as #FEF6DA')
  .transform((colour) => colour.toUpperCase());

/** The tile's text; empty means "show the name". */
const categoryTextSchema = z
  .string({ error: 'Tile text must be text' })
  .trim()
  .max(MAX_CATEGORY_TEXT, `Tile text must be at most ${MAX_CATEGORY_TEXT} characters`)
  .nullable()
  .transform((text) => (text ? text : null));

/** Empty text from a form means "not given". */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const categoryIdSchema = z
  .string({ error: 'Category id is required' })
  .min(1, 'Category id is required')
  .max(64, 'Category id is too long');

/** `POST /api/category/add`: the path defaults to the name's slug, the colour to a neutral one. */
export const categoryInputSchema = z.object({
  name: categoryNameSchema,
  text: categoryTextSchema.optional(),
  path: z.preprocess(blankAsMissing, categoryPathSchema.optional()),
  colour: z.preprocess(blankAsMissing, categoryColourSchema.optional()),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** `POST /api/category/update`: the id and the fields that change; `image: null` removes the picture. */
export const categoryUpdateSchema = z.object({
  id: categoryIdSchema,
  name: categoryNameSchema.optional(),
  text: categoryTextSchema.optional(),
  path: categoryPathSchema.optional(),
  colour: categoryColourSchema.optional(),
  image: z.null({ error: 'image can only be null (to remove the picture)' }).optional(),
});
export type CategoryUpdateInput = z.input<typeof categoryUpdateSchema>;

export const categoryReorderSchema = z.object({
  ids: z
    .array(categoryIdSchema, { error: 'ids must list the categories in their new order' })
    .min(1, 'ids must list the categories in their new order')
    .max(500, 'ids can list at most 500 categories'),
});
export type CategoryReorderInput = z.infer<typeof categoryReorderSchema>;

export const categoryRetireSchema = z.object({
  id: categoryIdSchema,
  retired: z.boolean({ error: 'retired must be true or false' }),
});
export type CategoryRetireInput = z.infer<typeof categoryRetireSchema>;

export const categoryDeleteSchema = z.object({ id: categoryIdSchema });

/** One category as both apps show it. */
export const storeCategorySchema = z.object({
  id: z.string(),
  /** What products name as their `category`, e.g. "Vegetables". */
  name: z.string(),
  /** The tile's and the page's heading, e.g. "Organic veggies" (the name when not set). */
  text: z.string(),
  /** Whether `text` was set by the seller (false: it is the name). */
  ownText: z.boolean(),
  /** The URL segment: `/products/vegetables`. */
  path: z.string(),
  /** The tile's background, `#RRGGBB`. */
  colour: z.string(),
  /** The picture's absolute URL, or null (the tile shows the name on its colour). */
  image: z.string().nullable(),
  position: z.number().int(),
  retired: z.boolean(),
  /** Only in the seller's `?all=true` list: products naming it, archived ones included. */
  productCount: z.number().int().optional(),
});
export type StoreCategory = z.infer<typeof storeCategorySchema>;

export const categoryListResponseSchema = z.object({
  success: z.literal(true),
  categories: z.array(storeCategorySchema),
});
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

export const categoryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  category: storeCategorySchema,
});
export type CategoryResponse = z.infer<typeof categoryResponseSchema>;
