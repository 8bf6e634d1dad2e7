import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@kirana/api/client/api-client';

export interface QueryClientOptions {
  /** Every failed query or mutation passes through here, e.g. to notice a lost session. */
  onError?: (error: Error) => void;
}

/** A refusal will not change on a second try; only network and server errors are retried. */
const retryable = (error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function createQueryClient({ onError }: QueryClientOptions = {}) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError?.(error) }),
    defaultOptions: {
      // By default React Query pauses requests while the browser says it is offline, so a
      // Logout click would just spin. Always trying means a failure is reported in words.
      queries: {
        networkMode: 'always',
        retry: (failureCount, error) => failureCount < 2 && retryable(error),
        staleTime: 10_000,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
