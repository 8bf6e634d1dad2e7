import type { SellerLoginInput } from '@kirana/api/contract/seller';
import type { MessageResponse } from '@kirana/api/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sellerSessionQueries } from './get-seller-session.ts';

export const loginSeller = (input: SellerLoginInput) =>
  apiFetch<MessageResponse>('/api/seller/login', {
    method: 'POST',
    body: JSON.stringify(input),
  });

/** On success the session query flips to signed-in, which moves the sign-in page along. */
export function useLoginSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginSeller,
    onSuccess: () => queryClient.setQueryData(sellerSessionQueries.all(), true),
  });
}
