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

/**
 * The GST rates a product can be given, in percent: the slabs in force since 22 September
 * 2025 (0, 5, 18 and 40, with 0.25 and 3 for a few goods such as rough diamonds and gold).
 * When the GST Council changes them, this list is the one place to update (docs/api.md,
 * "Tax"); a product or order line saved earlier keeps the rate it had.
 */
export const GST_RATES = [0, 0.25, 3, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** Slabs that ended on 21 September 2025: kept on records made before, never newly set. */
export const FORMER_GST_RATES = [12, 28] as const;

const GST_RATE_MESSAGE = `GST rate must be one of ${GST_RATES.join(', ')} (percent)`;
const FORMER_RATE_MESSAGE =
  'GST rates of 12% and 28% ended on 22 September 2025: most goods moved to 5% or 18% (and a few to 40%)';

/** A product's GST rate in percent, or null/blank for "not set". Forms send text. */
export const gstRateSchema = z
  .union([z.number(), z.string(), z.null()], { error: GST_RATE_MESSAGE })
  .transform((value, ctx) => {
    if (value === null) return null;
    const text = String(value).trim().replace(/%$/, '').trim();
    if (text === '') return null;
    const rate = Number(text);
    if ((GST_RATES as readonly number[]).includes(rate)) return rate as GstRate;
    const former = (FORMER_GST_RATES as readonly number[]).includes(rate);
    ctx.addIssue({ code: 'custom', message: former ? FORMER_RATE_MESSAGE : GST_RATE_MESSAGE });
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

/** `rate` percent in hundredths of a percent (0.25% → 25), so the sums stay in integers. */
const basisPoints = (rate: number): number => Math.round(rate * 100);

/**
 * The GST contained in a GST-inclusive amount at `rate` percent, to the nearest paisa
 * (halves up): amount × rate / (100 + rate).
 */
export const gstContainedPaise = (amountPaise: number, rate: number): number => {
  const bp = basisPoints(rate);
  return Math.floor((amountPaise * bp * 2 + (10000 + bp)) / ((10000 + bp) * 2));
};

/** GST at `rate` percent added on top of an amount, to the nearest paisa (halves up). */
export const gstAddedPaise = (amountPaise: number, rate: number): number =>
  Math.floor((amountPaise * basisPoints(rate) * 2 + 10000) / 20000);

/**
 * A tax amount split into its central and state halves (CGST and SGST, for a supply within
 * the shop's own state); an odd paisa goes to the state's half.
 */
export const cgstSgst = (gstPaise: number): { cgst: number; sgst: number } => {
  const cgst = Math.floor(gstPaise / 2);
  return { cgst, sgst: gstPaise - cgst };
};
