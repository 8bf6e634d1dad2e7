import { newPasswordError } from '@kirana/api/contract/password';
import { MIN_PASSWORD_LENGTH } from '@kirana/api/contract/user';
import { t } from '@lingui/core/macro';

export interface LoginValues {
  name: string;
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// Deliberately loose: the API has the real rules (and says which one failed), this only
// catches what the spec requires before a round trip.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email's problem before it is sent (the login form and forgot password share it). */
export function emailError(email: string): string | undefined {
  if (!email) return t`Email is required`;
  return EMAIL_SHAPE.test(email) ? undefined : t`Please enter a valid email address`;
}

/**
 * A new password's problem, judged by the API's own rule (contract/password.ts) and told in
 * the shopper's language: the contract's words are English, so each known rule has its
 * message here; a rule this list does not know keeps the contract's wording.
 */
export function passwordError(password: string): string | undefined {
  const problem = newPasswordError(password);
  if (!problem) return undefined;
  const minLength = MIN_PASSWORD_LENGTH;
  if (!password) return t`Password is required`;
  if (password.length < minLength) return t`Password must be at least ${minLength} characters`;
  if (password.trim().length < minLength)
    return t`Password must have at least ${minLength} characters besides spaces at its ends`;
  return problem;
}

/** The hint under a new password's field. */
export const passwordHint = (): string => {
  const minLength = MIN_PASSWORD_LENGTH;
  return t`At least ${minLength} characters.`;
};

/**
 * Spec section 5: email and password required, email well-formed, name in register mode;
 * and a new password must meet the API's length rule before anything is sent.
 */
export function validateLogin(values: LoginValues, mode: 'login' | 'register'): LoginErrors {
  const errors: LoginErrors = {};
  if (mode === 'register' && !values.name.trim()) errors.name = t`Name is required`;
  const email = emailError(values.email.trim());
  if (email) errors.email = email;
  if (!values.password) errors.password = t`Password is required`;
  else if (mode === 'register') {
    // The API's own rule (contract/user.ts); it still checks again.
    const rule = passwordError(values.password);
    if (rule) errors.password = rule;
  }
  return errors;
}
