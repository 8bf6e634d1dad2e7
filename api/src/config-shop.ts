import { z } from 'zod';
import { isTimeZone } from './lib/time-zone.ts';

const NAME_MAX = 60;
const PHONE_ERROR = 'must be an Indian mobile number: 10 digits, optionally after +91';

/**
 * Who the shop is to its customers, until the seller edits a shop profile: the name and
 * phone every email signs with. Read with the rest of the environment by `loadConfig`.
 */
export const shopEnv = {
  SHOP_NAME: z
    .string()
    .trim()
    // One line: it is an email's From name and signature.
    .regex(/^[^\p{Cc}]+$/u, { error: `must be the shop's name, 1 to ${NAME_MAX} characters` })
    .max(NAME_MAX, { error: `must be the shop's name, 1 to ${NAME_MAX} characters` })
    .default('Kirana'),
  SHOP_PHONE: z
    .string()
    // People write 98450 12345 or +91-98450-12345; only the digits matter.
    .transform((phone) => phone.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(?:\+91)?[6-9]\d{9}$/, { error: PHONE_ERROR }))
    .transform((phone) => `+91${phone.slice(-10)}`)
    .optional(),
  SHOP_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, { error: 'must be an IANA time zone such as Asia/Kolkata' })
    .default('Asia/Kolkata'),
};

type ShopEnv = z.infer<z.ZodObject<typeof shopEnv>>;

export interface ShopIdentity {
  /** SHOP_NAME: the From name and signature of every email. */
  name: string;
  /** SHOP_PHONE as `+91` and ten digits; emails offer it as a tel: link when set. */
  phone: string | undefined;
  /** SHOP_TIME_ZONE: the shop's days, weekdays and delivery cut-offs. */
  timeZone: string;
}

export const shopIdentity = (e: ShopEnv): ShopIdentity => ({
  name: e.SHOP_NAME,
  phone: e.SHOP_PHONE,
  timeZone: e.SHOP_TIME_ZONE,
});
