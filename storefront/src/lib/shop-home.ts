import { HOME_DEFAULTS, type ShopHome } from '@kirana/api/contract/shop-home';
import { useQuery } from '@tanstack/react-query';
import { shopQueries } from './api-client.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * What the home page says and whether stars show. The spec's text (what the build
 * prerendered) until hydration and the shop's answer, then the shop's own: one request,
 * shared with the footer. Silent: on a failure the defaults stay.
 */
export function useShopHome(): ShopHome {
  const hydrated = useHydrated();
  const shop = useQuery({ ...shopQueries.profile(), enabled: hydrated, meta: { silent: true } });
  return hydrated && shop.data ? shop.data.shop : HOME_DEFAULTS;
}

/** Whether products show the spec's stars: on until the shop says otherwise. */
export const useShowRatings = (): boolean => useShopHome().showRatings;
