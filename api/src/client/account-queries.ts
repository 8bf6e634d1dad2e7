// The password and session calls both apps make, for either kind of account, defined once.
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  PasswordAnswer,
  ResetPasswordInput,
} from '../contract/password.ts';
import type { ApiClient } from './api-client.ts';

/** `user` calls /api/user/…, `seller` /api/seller/…. */
export type AccountKind = 'user' | 'seller';

export function createAccountCalls(api: ApiClient, kind: AccountKind) {
  const base = `/api/${kind}`;
  return {
    /** Always the same answer, whether or not the email has an account. */
    forgotPassword: (input: ForgotPasswordInput) =>
      api.post<PasswordAnswer>(`${base}/password/forgot`, input),
    /** Sets the password with an emailed link's token; every session of the account ends. */
    resetPassword: (input: ResetPasswordInput) =>
      api.post<PasswordAnswer>(`${base}/password/reset`, input),
    /** The signed-in account's own password; its other sessions end, this one stays. */
    changePassword: (input: ChangePasswordInput) =>
      api.post<PasswordAnswer>(`${base}/password/change`, input),
    /** "Sign out everywhere else". */
    endOtherSessions: () => api.post<PasswordAnswer>(`${base}/sessions/end-others`, {}),
  };
}

export type AccountCalls = ReturnType<typeof createAccountCalls>;
