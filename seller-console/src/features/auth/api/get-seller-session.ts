import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isSessionError } from '../../../lib/api-client.ts';

/**
 * Whether the browser holds a seller session. 401 (visitor) and 403 (a shopper) both mean
 * "show the sign-in page"; anything else (offline, a server error) stays an error so the
 * console can say so instead of pretending the seller was signed out.
 */
export async function getSellerSession(): Promise<boolean> {
  try {
    await apiFetch<{ success: true }>('/api/seller/is-auth');
    return true;
  } catch (error) {
    if (isSessionError(error)) return false;
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
