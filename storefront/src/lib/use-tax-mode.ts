import type { TaxMode } from '@kirana/api/contract/tax';
import { useShopProfile } from './shop-home.ts';

/**
 * How the shop's prices carry GST, for every page that shows a price or a total. Until the
 * profile arrives (or if it cannot), the spec's `added`: were the shop's mode the other, the
 * order would be refused with the right total rather than charged a wrong one.
 */
export function useTaxMode(): TaxMode {
  return useShopProfile().data?.shop.taxMode ?? 'added';
}
