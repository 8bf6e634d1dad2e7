import type { ShopPageInput } from '@kirana/api/contract/shop-page-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopQueries } from '../../../lib/api-client.ts';

/** Saves one page; the pages (and that page) are read again. */
export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopPageInput) => shopQueries.savePage(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopQueries.all }),
  });
}
