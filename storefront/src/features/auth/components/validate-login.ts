import { registerInputSchema } from '@kirana/api/contract/user';
export interface LoginValues {
  name: string;
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// Deliberately loose: the API has the real rules (and says which one failed), this only
// catches what the spec requires before a round trip.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec section 5: email and password required, email well-formed, name in register mode;
 * and a new password must meet the API's length rule before anything is sent.
 */
export function validateLogin(values: LoginValues, mode: 'login' | 'register'): LoginErrors {
  const errors: LoginErrors = {};
  if (mode === 'register' && !values.name.trim()) errors.name = 'Name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_SHAPE.test(values.email.trim()))
    errors.email = 'Please enter a valid email address';
  if (!values.password) errors.password = 'Password is required';
  else if (mode === 'register') {
    // The API's own rule and wording (contract/user.ts); it still checks again.
    const rule = registerInputSchema.shape.password.safeParse(values.password);
    if (!rule.success) errors.password = rule.error.issues[0]?.message ?? 'Password is too short';
  }
  return errors;
}
