// The delivery queries both apps make, with their cache keys, defined once. Every cached
// answer lives under ['delivery', …], so one invalidation (settings saved, a slot filled
// up under the shopper) refreshes the settings, the quotes and the seller's week.
import { queryOptions } from '@tanstack/react-query';
import type {
  DeliveryCalendarResponse,
  DeliveryQuoteResponse,
  DeliverySettingsInput,
  DeliverySettingsResponse,
} from '../contract/delivery.ts';
import { toRupees } from '../contract/paise.ts';
import type { ApiClient } from './api-client.ts';

/** A quote is asked again after this long: places fill up, cut-offs pass. */
const QUOTE_STALE_MS = 30_000;

export function createDeliveryQueries(api: ApiClient) {
  const all = ['delivery'] as const;
  return {
    all,
    /** The shop's rules: PIN codes, minimum, fee, free delivery, slot templates. */
    settings: () =>
      queryOptions({
        queryKey: [...all, 'settings'] as const,
        queryFn: () => api.fetch<DeliverySettingsResponse>('/api/delivery/settings'),
        select: (data) => data.settings,
      }),
    /** Whether `pincode` is served, and what a basket of `subtotalPaise` pays and when. */
    quote: (pincode: string, subtotalPaise: number) =>
      queryOptions({
        queryKey: [...all, 'quote', pincode, subtotalPaise] as const,
        queryFn: () =>
          api.fetch<DeliveryQuoteResponse>(
            `/api/delivery/quote?pincode=${encodeURIComponent(pincode)}&subtotal=${toRupees(subtotalPaise).toFixed(2)}`,
          ),
        staleTime: QUOTE_STALE_MS,
        // A basket changing keeps the same PIN's last answer on screen until the new one
        // comes; another PIN never shows the old one's.
        placeholderData: (previous, previousQuery) =>
          previousQuery?.queryKey[2] === pincode ? previous : undefined,
      }),
    /** The seller's coming week: each day's slots, booked against capacity. */
    calendar: () =>
      queryOptions({
        queryKey: [...all, 'calendar'] as const,
        queryFn: () => api.fetch<DeliveryCalendarResponse>('/api/delivery/calendar'),
      }),
    /** Replaces the shop's rules (seller). */
    save: (settings: DeliverySettingsInput) =>
      api.post<DeliverySettingsResponse>('/api/delivery/settings', settings),
  };
}

export type DeliveryQueries = ReturnType<typeof createDeliveryQueries>;
