import type { OrderListResponse } from '@kirana/api/contract/order';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { deliveryQueries, orderQueries } from '../../../lib/api-client.ts';
import { dateIn, slotLabel } from '../../../lib/delivery-slot.ts';

// The seller's lists are cached as ['orders', 'seller', filter].
const sellerLists = [...orderQueries.all, 'seller'] as const;

/**
 * The delivery slot of order `orderId` as the order lists already cached have it, named
 * for the seller ("Today 07:00–09:00"); null while no list has it, or when it has no slot.
 * A live event says only which order arrived, and an alert is no reason for another
 * request: the Orders screen's list, refreshed by the same event, is read when it lands.
 */
export function useCachedOrderSlot(orderId: string | undefined): string | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const read = () => {
    if (orderId === undefined) return null;
    const order = queryClient
      .getQueriesData<OrderListResponse>({ queryKey: sellerLists })
      .flatMap(([, list]) => list?.orders ?? [])
      .find((o) => o._id === orderId);
    if (!order?.slot) return null;
    const settings = queryClient.getQueryData(deliveryQueries.settings().queryKey);
    return slotLabel(order.slot, settings ? dateIn(settings.settings.timeZone) : undefined);
  };
  return useSyncExternalStore(subscribe, read);
}
