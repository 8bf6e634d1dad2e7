import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, isSessionError } from '@kirana/api/client/api-client';
import { apiFetch } from '../../../lib/api-client.ts';

/** The API answered, and the answer was "no seller session". */
const isSignedOutAnswer = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 200;

/**
 * Whether the browser holds a seller session. The API answers "nobody signed in" (a visitor,
 * an expired session, a shopper's cookie) with 200 `success: false`, which apiFetch turns into
 * an ApiError carrying that 200: it means "show the sign-in page". A 401/403 means the same
 * (an older API). Anything else (offline, a server error) stays an error so the console can
 * say so instead of pretending the seller was signed out.
 */
export async function getSellerSession(): Promise<boolean> {
  try {
    await apiFetch<{ success: true }>('/api/seller/is-auth');
    return true;
  } catch (error) {
    if (isSignedOutAnswer(error) || isSessionError(error)) return false;
    throw error;
  }
}

export const sellerSessionQueries = {
  all: () => ['seller', 'session'] as const,
  session: () =>
    queryOptions({
      queryKey: sellerSessionQueries.all(),
      queryFn: getSellerSession,
      // Re-checked when the tab regains focus, never served stale on first load.
      staleTime: 0,
    }),
};

export const useSellerSession = () => useQuery(sellerSessionQueries.session());
