import { ApiError } from '@kirana/api/client/api-client';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@kirana/ui-kit/lib/toast-store';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Shown as the toast's title instead of the error itself (which becomes the description). */
      errorMessage?: string;
      /** The query handles its own failure (the session check fails silently). */
      silent?: boolean;
    };
  }
}

/**
 * One client per app (and per test). Every failed query becomes a readable toast, as
 * spec section 8 asks, unless the query says it handles failure itself.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        const title = query.meta?.errorMessage;
        if (title) toast.error(title, { description: error.message, id: title });
        else toast.error(error.message, { id: error.message });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Once more after a network or server failure; asking again for a 404 is pointless.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
