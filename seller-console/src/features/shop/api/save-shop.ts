import type { ShopInput } from '@kirana/api/contract/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopQueries } from '../../../lib/api-client.ts';

/** Saves the shop's details; the stored answer replaces the cached one at once. */
export function useSaveShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ShopInput) => shopQueries.save(changes),
    onSuccess: (response) => queryClient.setQueryData(shopQueries.profile().queryKey, response),
  });
}
