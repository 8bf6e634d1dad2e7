import { patchCachedProduct } from '@kirana/api/client/product-queries';
import type { MessageResponse } from '@kirana/api/contract/envelope';
import type { StockInput } from '@kirana/api/contract/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, productQueries } from '../../../lib/api-client.ts';

export const updateStock = (input: StockInput) =>
  apiFetch<MessageResponse>('/api/product/stock', {
    method: 'POST',
    body: JSON.stringify(input),
  });

/**
 * Flips the switch at once wherever the product is shown, puts back only that product if
 * the server refuses (a snapshot of the whole list would also undo other switches still in
 * flight), and always refetches so the list ends up as the server sees it.
 */
export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStock,
    onMutate: async ({ id, inStock }) => {
      // A refetch already on its way would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: productQueries.all });
      patchCachedProduct(queryClient, id, { inStock });
    },
    onError: (_error, { id, inStock }) =>
      patchCachedProduct(queryClient, id, { inStock: !inStock }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productQueries.all }),
  });
}
