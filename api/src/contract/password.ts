import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './user.ts';

/** The one answer to "forgot password", whether or not the account exists. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset its password.';
export const RESET_LINK_INVALID =
  'This reset link is invalid or has expired. Please ask for a new one.';
/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;

/** The API's own rule and wording for a password being set; undefined when it passes. */
export function newPasswordError(password: string): string | undefined {
  if (!password) return 'Password is required';
  const rule = newPasswordSchema.safeParse(password);
  return rule.success ? undefined : (rule.error.issues[0]?.message ?? 'Password is too short');
}

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({
  token: z
    .string({ error: RESET_LINK_INVALID })
    .trim()
    .min(1, RESET_LINK_INVALID)
    .max(200, RESET_LINK_INVALID),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(128, 'Password must be at most 128 characters'),
  password: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** Every answer of these endpoints: a message to show, and for sign-outs how many ended. */
export const passwordAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ended: z.number().int().nonnegative().optional(),
});
export type PasswordAnswer = z.infer<typeof passwordAnswerSchema>;

/** The path of the apps' reset page; the email's link is the app's origin and this. */
export const RESET_PASSWORD_PATH = '/reset-password';
