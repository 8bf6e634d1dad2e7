import type { ArchiveInput, ProductResponse } from '@kirana/api/contract/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { productQueries } from '../../../lib/api-client.ts';

export const archiveProduct = (input: ArchiveInput) =>
  apiFetch<ProductResponse>('/api/product/archive', {
    method: 'POST',
    body: JSON.stringify(input),
  });

/** Archive or restore; both lists (on sale and archived) are fetched again afterwards. */
export function useArchiveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productQueries.all }),
  });
}
