import { z } from 'zod';

/**
 * A text field of a settings form: blank text (or null) clears it (stored as null), a
 * field left out keeps its value, and anything else is trimmed and checked by `schema`.
 */
export const clearable = <S extends z.ZodType<string, string>>(label: string, schema: S) =>
  z
    .union([z.string({ error: `${label} must be text` }), z.null()], {
      error: `${label} must be text`,
    })
    .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
    .pipe(schema.nullable())
    .optional();

export const textUpTo = (label: string, max: number) =>
  z.string().max(max, `${label} must be at most ${max} characters`);
