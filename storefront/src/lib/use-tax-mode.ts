import type { TaxMode } from '@kirana/api/contract/tax';
import { useQuery } from '@tanstack/react-query';
import { shopQueries } from './api-client.ts';

/**
 * How the shop's prices carry GST, for every page that shows a price or a total. Until the
 * profile arrives (or if it cannot), the spec's `added`: were the shop's mode the other, the
 * order would be refused with the right total rather than charged a wrong one.
 */
export function useTaxMode(): TaxMode {
  const shop = useQuery({ ...shopQueries.profile(), meta: { silent: true } });
  return shop.data?.shop.taxMode ?? 'added';
}
