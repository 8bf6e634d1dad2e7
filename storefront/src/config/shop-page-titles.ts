import type { ShopPageSlug } from '@kirana/api/contract/shop-pages';
import { t } from '@lingui/core/macro';

/**
 * A shop page's title in the shopper's language. The contract's `shopPageTitles` holds the
 * same English words (the API and the console use them); the storefront shows them through
 * Lingui, so the footer and the page's heading follow the language.
 */
export function shopPageTitle(slug: ShopPageSlug): string {
  switch (slug) {
    case 'delivery':
      return t`Delivery information`;
    case 'returns':
      return t`Return & refund policy`;
    case 'payment-methods':
      return t`Payment methods`;
    case 'contact':
      return t`Contact us`;
    case 'faqs':
      return t`FAQs`;
  }
}
