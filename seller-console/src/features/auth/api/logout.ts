import type { MessageResponse } from '@kirana/api/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sellerSessionQueries } from './get-seller-session.ts';

export const logoutSeller = () => apiFetch<MessageResponse>('/api/seller/logout');

/**
 * Signs out on the server first; the console only forgets the session once the server
 * has ended it, so a failed logout never looks like a successful one.
 */
export function useLogoutSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutSeller,
    onSuccess: () => {
      // Nothing of the seller's stays in memory for whoever uses the browser next.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== sellerSessionQueries.all()[0],
      });
      queryClient.setQueryData(sellerSessionQueries.all(), false);
    },
  });
}
