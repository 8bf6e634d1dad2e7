// The footer's pages the shop writes (docs/api.md, "Shop pages"): Markdown, shown as text
// with formatting (no raw HTML; links only http(s), mailto and tel). A page never edited,
// or saved blank, answers with sensible default text. Zod-free: the storefront's footer
// reads the titles (the input's rules are in shop-page-input.ts).

export const shopPageSlugs = ['delivery', 'returns', 'payment-methods', 'contact', 'faqs'] as const;
export type ShopPageSlug = (typeof shopPageSlugs)[number];

export const shopPageTitles: Record<ShopPageSlug, string> = {
  delivery: 'Delivery information',
  returns: 'Return & refund policy',
  'payment-methods': 'Payment methods',
  contact: 'Contact us',
  faqs: 'FAQs',
};

export const SHOP_PAGE_MAX = 20_000;

export interface ShopPage {
  slug: ShopPageSlug;
  title: string;
  markdown: string;
  /** False while the page shows the default text (never edited, or saved blank). */
  edited: boolean;
  /** When the seller last saved it (epoch ms), or null. */
  updatedAt: number | null;
}

export interface ShopPageResponse {
  success: true;
  page: ShopPage;
}

export interface ShopPagesResponse {
  success: true;
  pages: ShopPage[];
}
