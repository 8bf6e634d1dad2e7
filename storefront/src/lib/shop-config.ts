import type { ShopConfigResponse } from '@kirana/api/contract/payment-provider';
import { t } from '@lingui/core/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { onlinePaymentLabel } from './order-words.ts';

export const shopConfigQuery = () =>
  queryOptions({
    queryKey: ['shop-config'] as const,
    queryFn: () => apiFetch<ShopConfigResponse>('/api/config'),
    // Set at deployment; asked once per visit.
    staleTime: Infinity,
    // The cart works without it (the plain "Online" label).
    meta: { silent: true },
  });

/** How the cart names online payment: Razorpay's page also takes UPI and netbanking. */
export function useOnlinePaymentLabel(): string {
  const config = useQuery(shopConfigQuery());
  return config.data?.payment.provider === 'razorpay'
    ? t`Online (UPI, cards, netbanking)`
    : onlinePaymentLabel();
}
