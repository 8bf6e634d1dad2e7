import { socialLabels, socialNetworks, type ShopHome } from '@kirana/api/contract/shop-home';
import type { ShopPageSlug } from '@kirana/api/contract/shop-pages';
import { t } from '@lingui/core/macro';
import type { FooterLink, FooterLinkGroup } from '@kirana/ui-kit/footer-links';
import { paths } from './paths.ts';
import { shopPageTitle } from './shop-page-titles.ts';

const page = (slug: ShopPageSlug): FooterLink => ({
  text: shopPageTitle(slug),
  url: paths.shopPage(slug),
});

// The spec's groups, each link to a real page: the shop's own pages (Markdown it writes in
// the console), the catalogue and My Orders. A function, so the words are in the active language.
export function footerLinkGroups(): readonly FooterLinkGroup[] {
  return [
    {
      title: t`Quick Links`,
      links: [
        { text: t`Home`, url: paths.home },
        { text: t`Best Sellers`, url: `${paths.home}#popular` },
        { text: t`Offers & Deals`, url: paths.products },
        page('contact'),
        page('faqs'),
      ],
    },
    {
      title: t`Need help?`,
      links: [
        page('delivery'),
        page('returns'),
        page('payment-methods'),
        { text: t`Track your order`, url: paths.myOrders },
        page('contact'),
      ],
    },
  ];
}

/** "Follow Us" with the shop's links (the networks' own names), or nothing when it has set none. */
export function socialLinkGroup(social: ShopHome['social']): FooterLinkGroup | null {
  const links = socialNetworks.flatMap((network) => {
    const url = social[network];
    return url ? [{ text: socialLabels[network], url }] : [];
  });
  return links.length > 0 ? { title: t`Follow Us`, links } : null;
}
