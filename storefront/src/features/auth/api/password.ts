import type { PasswordAnswer } from '@kirana/api/contract/password';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAccountCalls } from '@kirana/api/client/account-queries';
import { api } from '../../../lib/api-client.ts';
import { addressQueries, orderQueries } from '../../../lib/shopper-api.ts';
import { sessionQueries } from './get-session.ts';

// Here rather than in lib/api-client.ts: only the lazily loaded screens and the login
// dialog use them, so they stay out of the first load.
const accountCalls = createAccountCalls(api, 'user');

export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => accountCalls.forgotPassword({ email }) });

/** Sets the password from an emailed link; every session ended, so this browser's too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => accountCalls.resetPassword(input),
    onSuccess: () => {
      queryClient.setQueryData(sessionQueries.current().queryKey, null);
      queryClient.removeQueries({ queryKey: orderQueries.all });
      queryClient.removeQueries({ queryKey: addressQueries.all });
    },
  });
}

export const useChangePassword = () =>
  useMutation<PasswordAnswer, Error, { currentPassword: string; password: string }>({
    mutationFn: (input) => accountCalls.changePassword(input),
  });

export const useEndOtherSessions = () =>
  useMutation({ mutationFn: () => accountCalls.endOtherSessions() });
