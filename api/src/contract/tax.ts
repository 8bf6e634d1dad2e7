import { z } from 'zod';

/**
 * How the shop's prices relate to GST (docs/api.md, "Tax"): `added`, the spec's default,
 * adds TAX_PERCENT at checkout; `included` means the prices already contain GST (an Indian
 * pack's MRP does), so nothing is added and a bill shows the GST contained.
 */
export const taxModes = ['added', 'included'] as const;
export type TaxMode = (typeof taxModes)[number];
export const taxModeSchema = z.enum(taxModes, {
  error: 'Tax mode must be "added" or "included"',
});

/** The GST slabs a product can carry. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

const GST_RATE_MESSAGE = `GST rate must be one of ${GST_RATES.join(', ')} (percent)`;

/** A product's GST rate in percent, or null/blank for "not set". Forms send text. */
export const gstRateSchema = z
  .union([z.number(), z.string(), z.null()], { error: GST_RATE_MESSAGE })
  .transform((value, ctx) => {
    if (value === null) return null;
    const text = String(value).trim().replace(/%$/, '').trim();
    if (text === '') return null;
    const rate = Number(text);
    if ((GST_RATES as readonly number[]).includes(rate)) return rate as GstRate;
    ctx.addIssue({ code: 'custom', message: GST_RATE_MESSAGE });
    return z.NEVER;
  });

/** The HSN code printed on a tax invoice: 4 to 8 digits, or null/blank for none. */
export const hsnSchema = z
  .union([z.string(), z.number(), z.null()], { error: 'HSN code must be 4 to 8 digits' })
  .transform((value, ctx) => {
    if (value === null) return null;
    const text = String(value).trim();
    if (text === '') return null;
    if (/^\d{4,8}$/.test(text)) return text;
    ctx.addIssue({ code: 'custom', message: 'HSN code must be 4 to 8 digits' });
    return z.NEVER;
  });

/**
 * The GST contained in a GST-inclusive amount at `rate` percent, to the nearest paisa
 * (halves up): amount × rate / (100 + rate).
 */
export const gstContainedPaise = (amountPaise: number, rate: number): number =>
  Math.floor((amountPaise * rate * 2 + (100 + rate)) / ((100 + rate) * 2));
