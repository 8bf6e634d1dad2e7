import { z } from 'zod';

/** Largest price a product may carry, in rupees (ten lakh). */
export const MAX_PRICE_RUPEES = 1_000_000;
/** Smallest: one paisa. Anything less would be stored as 0. */
const MIN_PRICE_RUPEES = 0.01;

/**
 * Bounds that keep every total exact: the largest order (50 lines × 99 × Rs.10,00,000, plus
 * 2% tax) is about 5 × 10^11 paise, far below 2^53 (JavaScript) and BIGINT (the columns).
 */

/** Plain decimal text as a person writes it (`45`, `45.5`): no signs, exponents or hex. */
const DECIMAL_TEXT = /^\d{1,12}(\.\d{1,12})?$/;

/**
 * A rupee amount: a JSON number, or decimal text (multipart forms send text), from Rs.0.01 to
 * Rs.10,00,000 in whole paise. Booleans, arrays, hex and exponent strings are refused, and so
 * is anything that would round to zero paise.
 */
export const rupeesSchema = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be a number` })
    .transform((value, ctx) => {
      if (typeof value === 'number') return value;
      const text = value.trim();
      if (!DECIMAL_TEXT.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number such as 45 or 45.50` });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(
      z
        .number()
        .refine((v) => Number.isFinite(v), `${label} must be a number`)
        .refine((v) => v >= MIN_PRICE_RUPEES, `${label} must be at least Rs.0.01`)
        .refine((v) => v <= MAX_PRICE_RUPEES, `${label} must be at most Rs.10,00,000`)
        .refine(
          (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
          `${label} can have at most two decimals`,
        ),
    );
