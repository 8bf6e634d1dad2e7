import type { OrderEditInput, OrderEditResponse } from '@kirana/api/contract/order-edit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, orderQueries } from '../../../lib/api-client.ts';

export const editOrder = (input: OrderEditInput) =>
  apiFetch<OrderEditResponse>('/api/order/edit', { method: 'POST', body: JSON.stringify(input) });

/** Lowers or removes lines before packing; every orders list is fetched again. */
export function useEditOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQueries.all }),
  });
}
