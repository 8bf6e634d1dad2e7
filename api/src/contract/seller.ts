import { z } from 'zod';
import type { Language } from './languages.ts';
import { languageSchema } from './language-schema.ts';
import { emailSchema } from './user.ts';

export const sellerLoginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(128, 'Password must be at most 128 characters'),
});
export type SellerLoginInput = z.input<typeof sellerLoginInputSchema>;

/** `POST /api/seller/language`: the console's language, which the seller's emails follow. */
export const sellerLanguageInputSchema = z.object({ lang: languageSchema });
export type SellerLanguageInput = z.input<typeof sellerLanguageInputSchema>;

export interface SellerLanguageResponse {
  success: true;
  lang: Language;
}
