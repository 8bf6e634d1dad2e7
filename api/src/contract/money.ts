import { z } from 'zod';

/** Largest price a product may carry, in rupees (ten lakh). */
export const MAX_PRICE_RUPEES = 1_000_000;

/**
 * A rupee amount as the browser sends it: a positive number with at most two decimals
 * (whole paise). Numeric strings are accepted too because multipart forms send text.
 */
export const rupeesSchema = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .refine((v) => Number.isFinite(v), `${label} must be a number`)
    .refine((v) => v > 0, `${label} must be more than zero`)
    .refine((v) => v <= MAX_PRICE_RUPEES, `${label} must be at most Rs.10,00,000`)
    .refine(
      (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      `${label} can have at most two decimals`,
    );
