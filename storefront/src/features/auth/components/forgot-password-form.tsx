import { ForgotPasswordForm as Form } from '@kirana/ui-kit/forgot-password-form';
import { useForgotPassword } from '../api/password.ts';

// The login dialog checks without zod; the server has the last word anyway.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const check = (email: string) =>
  !email
    ? 'Email is required'
    : EMAIL_SHAPE.test(email)
      ? undefined
      : 'Please enter a valid email address';

/** The login dialog's "Forgot password?" form (ui-kit's, shared with the console). */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  return (
    <Form
      send={useForgotPassword()}
      check={check}
      intro="Type the email you signed up with and we will send you a link to set a new password."
      backLabel="Back to login"
      onBack={onBack}
    />
  );
}
