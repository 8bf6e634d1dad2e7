import type { MessageResponse } from '@kirana/api/contract/envelope';
import type { ProductListResponse, StockInput } from '@kirana/api/contract/product';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { productQueries } from './get-products.ts';

export const updateStock = (input: StockInput) =>
  apiFetch<MessageResponse>('/api/product/stock', {
    method: 'POST',
    body: JSON.stringify(input),
  });

function setCachedStock(queryClient: QueryClient, id: string, inStock: boolean) {
  queryClient.setQueryData<ProductListResponse>(productQueries.list().queryKey, (current) =>
    current
      ? {
          ...current,
          products: current.products.map((p) => (p._id === id ? { ...p, inStock } : p)),
        }
      : current,
  );
}

/**
 * Flips the switch at once, puts back only that product if the server refuses (a snapshot
 * of the whole list would also undo other switches still in flight), and always refetches
 * so the list ends up as the server sees it.
 */
export function useUpdateStock() {
  const queryClient = useQueryClient();
  const listKey = productQueries.list().queryKey;
  return useMutation({
    mutationFn: updateStock,
    onMutate: async ({ id, inStock }) => {
      // A refetch already on its way would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: listKey });
      setCachedStock(queryClient, id, inStock);
    },
    onError: (_error, { id, inStock }) => setCachedStock(queryClient, id, !inStock),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productQueries.all() }),
  });
}
