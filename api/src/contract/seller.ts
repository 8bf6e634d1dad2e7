import { z } from 'zod';
import { emailSchema } from './user.ts';

export const sellerLoginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(128, 'Password must be at most 128 characters'),
});
export type SellerLoginInput = z.input<typeof sellerLoginInputSchema>;
