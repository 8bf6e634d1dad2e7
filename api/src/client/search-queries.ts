// The seller's synonyms list ("Search words" in the console), under ['search-synonyms'].
import { queryOptions } from '@tanstack/react-query';
import type { SynonymChange, SynonymListResponse } from '../contract/search.ts';
import type { ApiClient } from './api-client.ts';

export function createSearchQueries(api: ApiClient) {
  const all = ['search-synonyms'] as const;
  return {
    all,
    /** Every word with its meanings, by word (seller). */
    synonyms: () =>
      queryOptions({
        queryKey: [...all, 'list'] as const,
        queryFn: ({ signal }) => api.fetch<SynonymListResponse>('/api/search/synonyms', { signal }),
      }),
    /** Replaces the list, or sets or deletes one word; answers with the list as it is now. */
    change: (change: SynonymChange) =>
      api.post<SynonymListResponse>('/api/search/synonyms', change),
  };
}

export type SearchQueries = ReturnType<typeof createSearchQueries>;
