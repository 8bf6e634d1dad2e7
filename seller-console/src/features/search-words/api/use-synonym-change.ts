import type { SynonymChange, SynonymListResponse } from '@kirana/api/contract/search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { searchQueries } from '../../../lib/api-client.ts';

/** Sends one change of the synonyms list; the answer is the list as it is now. */
export function useSynonymChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SynonymChange) => searchQueries.change(change),
    onSuccess: (list: SynonymListResponse) =>
      queryClient.setQueryData(searchQueries.synonyms().queryKey, list),
  });
}
