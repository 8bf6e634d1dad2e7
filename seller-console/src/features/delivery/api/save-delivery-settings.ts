import type { DeliverySettingsInput } from '@kirana/api/contract/delivery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveryQueries } from '../../../lib/api-client.ts';

/**
 * Replaces the shop's rules. The settings, the week's calendar and any quote are all kept
 * under ['delivery'], so one invalidation shows the new rules everywhere.
 */
export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DeliverySettingsInput) => deliveryQueries.save(settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryQueries.all }),
  });
}
