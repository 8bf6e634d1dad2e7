import { z } from 'zod';
import { isValidGstin } from './gstin.ts';
import { mobileDigits } from './indian-mobile.ts';
import { emailSchema } from './user.ts';

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
}

export interface ShopResponse {
  success: true;
  shop: ShopProfile;
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
] as const satisfies readonly (keyof ShopProfile)[];

/** Blank text (or null) clears a field; a field left out keeps its value. */
const clearable = <S extends z.ZodType<string, string>>(label: string, schema: S) =>
  z
    .union([z.string({ error: `${label} must be text` }), z.null()], {
      error: `${label} must be text`,
    })
    .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
    .pipe(schema.nullable())
    .optional();

const text = (label: string, max: number) =>
  z.string().max(max, `${label} must be at most ${max} characters`);

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
  name: clearable('Shop name', text('Shop name', SHOP_NAME_MAX)),
  address: clearable('Address', text('Address', SHOP_ADDRESS_MAX)),
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
  fssai: clearable(
    'FSSAI licence number',
    z.string().regex(/^\d{14}$/, 'FSSAI licence number must be exactly 14 digits'),
  ),
});
export type ShopInput = z.input<typeof shopInputSchema>;
export type ShopChanges = z.output<typeof shopInputSchema>;
