import { useQuery } from '@tanstack/react-query';
import { deliveryQueries } from '../../../lib/shopper-api.ts';

/**
 * What delivery to `pincode` costs a basket of `subtotalPaise`, and its open slots; idle
 * without a PIN code.
 */
export function useDeliveryQuote(pincode: string | undefined, subtotalPaise: number) {
  return useQuery({
    ...deliveryQueries.quote(pincode ?? '', subtotalPaise),
    enabled: pincode !== undefined,
  });
}
