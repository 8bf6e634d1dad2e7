import type { OrderResponse, OrderStatusInput } from '@kirana/api/contract/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, orderQueries } from '../../../lib/api-client.ts';

export const setOrderStatus = (input: OrderStatusInput) =>
  apiFetch<OrderResponse>('/api/order/status', { method: 'POST', body: JSON.stringify(input) });

/** Moves an order; every orders list is fetched again (and the catalogue, for stock). */
export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQueries.all }),
  });
}
