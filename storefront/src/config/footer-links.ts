import { socialLabels, socialNetworks, type ShopHome } from '@kirana/api/contract/shop-home';
import { shopPageTitles, type ShopPageSlug } from '@kirana/api/contract/shop-pages';
import type { FooterLink, FooterLinkGroup } from '@kirana/ui-kit/footer-links';
import { paths } from './paths.ts';

const page = (slug: ShopPageSlug): FooterLink => ({
  text: shopPageTitles[slug],
  url: paths.shopPage(slug),
});

// The spec's groups, each link to a real page: the shop's own pages (Markdown it writes in
// the console), the catalogue and My Orders.
export const footerLinkGroups: readonly FooterLinkGroup[] = [
  {
    title: 'Quick Links',
    links: [
      { text: 'Home', url: paths.home },
      { text: 'Best Sellers', url: `${paths.home}#popular` },
      { text: 'Offers & Deals', url: paths.products },
      page('contact'),
      page('faqs'),
    ],
  },
  {
    title: 'Need help?',
    links: [
      page('delivery'),
      page('returns'),
      page('payment-methods'),
      { text: 'Track your order', url: paths.myOrders },
      page('contact'),
    ],
  },
];

/** "Follow Us" with the shop's links, or nothing when it has set none. */
export function socialLinkGroup(social: ShopHome['social']): FooterLinkGroup | null {
  const links = socialNetworks.flatMap((network) => {
    const url = social[network];
    return url ? [{ text: socialLabels[network], url }] : [];
  });
  return links.length > 0 ? { title: 'Follow Us', links } : null;
}
