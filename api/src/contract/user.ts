import { z } from 'zod';
import { cartItemsSchema } from './cart.ts';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const MIN_PASSWORD_LENGTH = 8;

const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(128, 'Password must be at most 128 characters');

/** A password being set (sign-up, reset, change): the sign-up's rules. */
export const newPasswordSchema = passwordSchema
  .refine(
    (p) => p.length >= MIN_PASSWORD_LENGTH,
    `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  )
  .refine(
    (p) => p.trim().length >= MIN_PASSWORD_LENGTH,
    `Password must have at least ${MIN_PASSWORD_LENGTH} characters besides spaces at its ends`,
  );

export const registerInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name must be at most 80 characters'),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.input<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  cartItems: cartItemsSchema,
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({
  success: z.literal(true),
  user: userSchema,
  message: z.string().optional(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;
