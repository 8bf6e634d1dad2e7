import { z } from 'zod';
import { CATEGORY_PATH_PATTERN, MAX_CATEGORY_PATH } from './category-path.ts';
import { TRANSLATION_LANGUAGES } from './languages.ts';

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

/** A translated name: as the name's rules, but blank (or null) clears it. */
const translatedLabelSchema = z
  .string({ error: 'Category name must be text' })
  .trim()
  .max(MAX_CATEGORY_NAME, `Category name must be at most ${MAX_CATEGORY_NAME} characters`)
  .nullable()
  .transform((label) => (label ? label : null));

/**
 * `translations: { hi: { label, text } }` of add and update: each field sent is set, blank
 * (or null) clears it (the original then stands in); a field not sent stays as it is.
 */
export const categoryTranslationsInputSchema = z.partialRecord(
  z.enum(TRANSLATION_LANGUAGES, {
    error: `translations can be given for: ${TRANSLATION_LANGUAGES.join(', ')}`,
  }),
  z.object({
    label: translatedLabelSchema.optional(),
    text: categoryTextSchema.optional(),
  }),
);
export type CategoryTranslationsInput = z.output<typeof categoryTranslationsInputSchema>;

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
  translations: categoryTranslationsInputSchema.optional(),
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
  translations: categoryTranslationsInputSchema.optional(),
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

/** A category's name and tile text in one language; null falls back to the original's. */
export const categoryTranslationSchema = z.object({
  label: z.string().nullable(),
  text: z.string().nullable(),
});
export type CategoryTranslation = z.infer<typeof categoryTranslationSchema>;

/** One category as both apps show it, in the language the request asked for. */
export const storeCategorySchema = z.object({
  id: z.string(),
  /** What products name as their `category`, e.g. "Vegetables": always the original. */
  name: z.string(),
  /** The name as shown in the asked language, e.g. "सब्ज़ियाँ" (the name without a translation). */
  label: z.string(),
  /**
   * The tile's and the page's heading in the asked language, e.g. "Organic veggies" or
   * "ऑर्गेनिक सब्ज़ियाँ": the translation's, else the original's (the label when neither set one).
   */
  text: z.string(),
  /** Whether the original `text` was set by the seller (false: it is the name). */
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
  /** Only in the seller's answers (`?all=true`, add, update…): the stored translations. */
  translations: z
    .partialRecord(z.enum(TRANSLATION_LANGUAGES), categoryTranslationSchema)
    .optional(),
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
