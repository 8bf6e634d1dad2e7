import { toast } from '@kirana/ui-kit/lib/toast-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressQueries } from '../../../lib/shopper-api.ts';

/** Deletes one of the shopper's addresses or makes it the default; says so in a toast. */
export function useManageAddress() {
  const queryClient = useQueryClient();
  const settle = {
    onSuccess: ({ message }: { message: string }) => {
      toast.success(message);
      return queryClient.invalidateQueries({ queryKey: addressQueries.all });
    },
    onError: (error: Error) => toast.error(error.message),
  };
  return {
    remove: useMutation({ mutationFn: addressQueries.remove, ...settle }),
    makeDefault: useMutation({ mutationFn: addressQueries.makeDefault, ...settle }),
  };
}
