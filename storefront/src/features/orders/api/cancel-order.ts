import type { OrderResponse } from '@kirana/api/contract/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export const cancelOrder = (orderId: string) =>
  apiPost<OrderResponse>('/api/order/cancel', { orderId });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // Cancelling puts units back on sale too, so the catalogue is fetched again.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
