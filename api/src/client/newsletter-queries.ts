// The newsletter calls both apps make, defined once.
import type {
  SubscribeInput,
  SubscribeResponse,
  UnsubscribeResponse,
} from '../contract/newsletter.ts';
import type { ApiClient } from './api-client.ts';

export function createNewsletterCalls(api: ApiClient) {
  return {
    /** Stores the address (anyone); the same answer whether it was new or not. */
    subscribe: (input: SubscribeInput) =>
      api.post<SubscribeResponse>('/api/newsletter/subscribe', input),
    /** Ends the subscription an emailed link names. */
    unsubscribe: (token: string) =>
      api.post<UnsubscribeResponse>(
        `/api/newsletter/unsubscribe?${new URLSearchParams({ token })}`,
        {},
      ),
    /** The address of the subscribers' CSV (seller; a download). */
    exportUrl: () => api.url('/api/newsletter/export'),
  };
}

export type NewsletterCalls = ReturnType<typeof createNewsletterCalls>;
