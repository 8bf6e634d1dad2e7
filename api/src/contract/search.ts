import { z } from 'zod';
import { productSchema } from './product.ts';

// Search in the shopper's words (issue 30): the seller's synonyms list (a word a shopper
// types and the English words it means) and what a search answers beside its products.

/** Rows of the list: one per word and meaning. */
export const MAX_SYNONYM_ROWS = 2_000;
/** Characters of a word or of one meaning. */
export const MAX_SYNONYM_LENGTH = 40;
/** Meanings of one word. */
export const MAX_MEANINGS = 10;
/** Products suggested when a search finds nothing. */
export const MAX_SUGGESTIONS = 5;

const text = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(MAX_SYNONYM_LENGTH, `${what} must be at most ${MAX_SYNONYM_LENGTH} characters`)
    // Letters, digits, spaces and hyphens only: what the search index keeps of a name.
    .regex(/^[\p{L}\p{M}\p{N}\s-]+$/u, `${what} may hold only letters, digits, spaces and -`)
    .transform((value) => value.normalize('NFKC').toLowerCase().replace(/\s+/g, ' '));

export const synonymSchema = z.object({
  word: text('Word'),
  meanings: z
    .array(text('Meaning'), { error: 'Meanings must be a list' })
    .min(1, 'Give at least one meaning')
    .max(MAX_MEANINGS, `A word can have at most ${MAX_MEANINGS} meanings`)
    .transform((meanings) => [...new Set(meanings)]),
});
export type Synonym = z.output<typeof synonymSchema>;
export type SynonymInput = z.input<typeof synonymSchema>;

/** `POST /api/search/synonyms`: replace the whole list, or set (add or edit) or delete one word. */
export const synonymChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('replace'),
      synonyms: z
        .array(synonymSchema)
        .max(MAX_SYNONYM_ROWS, `The list can hold at most ${MAX_SYNONYM_ROWS} rows`),
    }),
    z.object({ action: z.literal('set'), synonym: synonymSchema }),
    z.object({ action: z.literal('delete'), word: text('Word') }),
  ],
  { error: 'action must be one of: replace, set, delete' },
);
export type SynonymChange = z.input<typeof synonymChangeSchema>;

export const synonymListResponseSchema = z.object({
  success: z.literal(true),
  /** By word, each with its meanings. */
  synonyms: z.array(synonymSchema),
  /** Rows the list holds now, of at most `max`. */
  rows: z.number(),
  max: z.number(),
});
export type SynonymListResponse = z.infer<typeof synonymListResponseSchema>;

/** How a search page was found: by the words as typed (and their synonyms), or one edit away. */
export const searchMatches = ['exact', 'fuzzy'] as const;
export type SearchMatch = (typeof searchMatches)[number];

/** A product near a search that found nothing ("Did you mean …"). */
export const searchSuggestionSchema = productSchema.pick({ _id: true, name: true, category: true });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
