import type { MessageResponse } from '@kirana/api/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../../lib/api-client.ts';
import { addressQueries, orderQueries } from '../../../lib/shopper-api.ts';
import { paths } from '../../../config/paths.ts';
import { sessionQueries } from './get-session.ts';

export const logout = () => apiFetch<MessageResponse>('/api/user/logout');

/** Ends the session; the cart provider sees the user go and empties the cart. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: ({ message }) => {
      queryClient.setQueryData(sessionQueries.current().queryKey, null);
      // Someone else's orders and addresses must not stay in the cache.
      queryClient.removeQueries({ queryKey: orderQueries.all });
      queryClient.removeQueries({ queryKey: addressQueries.all });
      toast.success(message);
      void navigate(paths.home);
    },
    onError: (error) => toast.error(error.message),
  });
}
