import type { Address, AddressFields } from '@kirana/api/contract/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressQueries, apiPost } from '../../../lib/api-client.ts';

interface AddAddressResponse {
  success: true;
  message: string;
  address: Address;
}

export const addAddress = (address: AddressFields) =>
  apiPost<AddAddressResponse>('/api/address/add', { address });

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressQueries.all }),
  });
}
