import type { QueryClient } from '@tanstack/react-query';
import { sellerSessionQueries } from '../features/auth/api/get-seller-session.ts';
import { isSessionError } from '@kirana/api/client/api-client';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * The console's query client. A 401/403 from any call means the seller session has ended
 * (expired, logged out in another tab, a shopper's cookie), so the session is re-checked
 * and the console falls back to the sign-in page.
 */
export function createAppQueryClient(): QueryClient {
  const client = createQueryClient({
    onError: (error) => {
      if (isSessionError(error)) {
        void client.invalidateQueries({ queryKey: sellerSessionQueries.all() });
      }
    },
  });
  return client;
}
