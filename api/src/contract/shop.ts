import { z } from 'zod';
import { isValidGstin } from './gstin.ts';
import { mobileDigits } from './indian-mobile.ts';
import { taxModeSchema, type TaxMode } from './tax.ts';
import { emailSchema } from './user.ts';
import { clearable, textUpTo } from './clearable-text.ts';
import type { ShopHome } from './shop-home.ts';
import { shopHomeInputShape } from './shop-home-input.ts';

// The shop's own details (docs/api.md, "Shop"): what the storefront's footer and every
// bill show. Every field may be unset (null) until the seller fills it in.

export const SHOP_NAME_MAX = 80;
export const SHOP_ADDRESS_MAX = 300;

export interface ShopProfile {
  name: string | null;
  address: string | null;
  /** `+91` and 10 digits. */
  phone: string | null;
  /** `+91` and 10 digits. */
  whatsapp: string | null;
  email: string | null;
  gstin: string | null;
  fssai: string | null;
  /** Whether prices have 2% added at checkout (the spec's default) or already include GST. */
  taxMode: TaxMode;
}

/** The profile with what the home page says (shop-home.ts): what GET /api/shop answers. */
export type ShopSettings = ShopProfile & ShopHome;

export interface ShopResponse {
  success: true;
  shop: ShopSettings;
  /** The shop's IANA time zone (SHOP_TIME_ZONE): bills show their dates in it. */
  timeZone: string;
}

export const SHOP_FIELDS = [
  'name',
  'address',
  'phone',
  'whatsapp',
  'email',
  'gstin',
  'fssai',
  'taxMode',
] as const satisfies readonly (keyof ShopProfile)[];

/** The profile's text fields (the console's "Shop details" inputs). */
export const SHOP_TEXT_FIELDS = SHOP_FIELDS.filter(
  (field): field is Exclude<(typeof SHOP_FIELDS)[number], 'taxMode'> => field !== 'taxMode',
);

const mobile = (label: string) =>
  z.string().transform((v, ctx) => {
    const digits = mobileDigits(v);
    if (digits) return `+91${digits}`;
    ctx.addIssue({
      code: 'custom',
      message: `${label} must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9`,
    });
    return z.NEVER;
  });

export const shopInputSchema = z.object({
  name: clearable('Shop name', textUpTo('Shop name', SHOP_NAME_MAX)),
  address: clearable('Address', textUpTo('Address', SHOP_ADDRESS_MAX)),
  phone: clearable('Phone', mobile('Phone')),
  whatsapp: clearable('WhatsApp', mobile('WhatsApp number')),
  email: clearable('Email', emailSchema),
  gstin: clearable(
    'GSTIN',
    z
      .string()
      .transform((v) => v.toUpperCase())
      .refine(
        isValidGstin,
        'GSTIN must be 15 characters (state code, PAN, entity code, Z, check character) with a correct check character',
      ),
  ),
  // Typed as printed on the licence ("1122 3344 5566 77"): spaces and hyphens are dropped.
  fssai: clearable(
    'FSSAI licence number',
    z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{14}$/, 'FSSAI licence number must be exactly 14 digits')),
  ),
  taxMode: taxModeSchema.optional(),
  ...shopHomeInputShape,
});
export type ShopInput = z.input<typeof shopInputSchema>;
export type ShopChanges = z.output<typeof shopInputSchema>;
