import { HOME_DEFAULTS, type ShopHome } from '@kirana/api/contract/shop-home';
import { useQuery } from '@tanstack/react-query';
import { shopQueries } from './api-client.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * The shop's profile, home text and tax mode: one request every page shares. Silent: whoever
 * reads it keeps its defaults on a failure.
 */
export const useShopProfile = (enabled = true) =>
  useQuery({ ...shopQueries.profile(), enabled, meta: { silent: true } });

/**
 * What the home page says and whether stars show. The spec's text (what the build
 * prerendered) until hydration and the shop's answer, then the shop's own: one request,
 * shared with the footer. Silent: on a failure the defaults stay.
 */
export function useShopHome(): ShopHome {
  const hydrated = useHydrated();
  const shop = useShopProfile(hydrated);
  return hydrated && shop.data ? shop.data.shop : HOME_DEFAULTS;
}

/** Whether products show the spec's stars: on until the shop says otherwise. */
export const useShowRatings = (): boolean => useShopHome().showRatings;
