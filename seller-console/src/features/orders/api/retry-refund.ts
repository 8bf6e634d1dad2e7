import type { OrderResponse } from '@kirana/api/contract/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, orderQueries } from '../../../lib/api-client.ts';

export const retryRefund = (orderId: string) =>
  apiFetch<OrderResponse>('/api/order/refund', {
    method: 'POST',
    body: JSON.stringify({ orderId }),
  });

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQueries.all }),
  });
}
