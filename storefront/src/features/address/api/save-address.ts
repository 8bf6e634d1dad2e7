import type { AddressFields } from '@kirana/api/contract/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressQueries } from '../../../lib/shopper-api.ts';

/** Adds an address, or with `id` replaces one of the shopper's own. */
export function useSaveAddress(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: AddressFields) =>
      id ? addressQueries.update(id, address) : addressQueries.add(address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressQueries.all }),
  });
}
