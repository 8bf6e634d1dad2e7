import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryQueries, productQueries } from '../../../lib/api-client.ts';

/**
 * Runs one change of the categories (each call is one of `categoryQueries`' writes) and then
 * refreshes every category list, and the products too: a rename moves them.
 */
export function useCategoryChange<T>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: () => Promise<T>) => change(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoryQueries.all }),
        queryClient.invalidateQueries({ queryKey: productQueries.all }),
      ]),
  });
}
