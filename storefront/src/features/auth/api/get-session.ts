import type { User, UserResponse } from '@kirana/api/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The signed-in customer, or null. The API answers a visitor (or a seller's cookie) 200 with
 * `success: false`, so no failed request shows in the console; apiFetch turns that into an
 * ApiError, and it, like any other failure (the API being down), means "signed out",
 * silently, as spec section 8 says.
 */
export async function getSession(): Promise<User | null> {
  try {
    const { user } = await apiFetch<UserResponse>('/api/user/is-auth');
    return user;
  } catch {
    return null;
  }
}

export const sessionQueries = {
  current: () =>
    queryOptions({
      queryKey: ['session'] as const,
      queryFn: getSession,
      // Checked once at load; sign-in, sign-up and logout write the answer themselves.
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      meta: { silent: true },
    }),
};

export const useSession = () => useQuery(sessionQueries.current());
