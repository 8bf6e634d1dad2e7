import type { ShopPageSlug } from '@kirana/api/contract/shop-pages';
import { useQuery } from '@tanstack/react-query';
import { shopQueries } from '../../../lib/api-client.ts';

/** One footer page; the page shows its own error, so no toast. */
export const useShopPage = (slug: ShopPageSlug) =>
  useQuery({ ...shopQueries.page(slug), meta: { silent: true } });
