// What the storefront's home page says, as the shop edits it (docs/api.md, "Shop"). Unset
// fields answer with the spec's text, so the page the build prerenders (the defaults) and
// a shop that never edited it look the same. Zod-free: the home page imports it (the
// input's rules are in shop-home-input.ts).

export interface HomeHighlight {
  title: string;
  text: string;
}

export const BANNER_TITLE_MAX = 80;
export const BANNER_TEXT_MAX = 200;
export const HIGHLIGHT_TITLE_MAX = 40;
export const HIGHLIGHT_TEXT_MAX = 100;
export const HIGHLIGHT_COUNT = 4;
export const SOCIAL_URL_MAX = 300;

export const socialNetworks = ['instagram', 'facebook', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export const socialLabels: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X (Twitter)',
};

export interface ShopHome {
  bannerTitle: string;
  /** A line under the banner's title; none by default. */
  bannerText: string | null;
  /** "Why We Are The Best": always four, in order. */
  highlights: HomeHighlight[];
  /** Whether the stars shown on products appear at all (the spec's fixed 4 of 5). */
  showRatings: boolean;
  /** https links; the footer shows only those set. */
  social: Record<SocialNetwork, string | null>;
}

/** The spec's home page, word for word. */
export const HOME_DEFAULTS: ShopHome = {
  bannerTitle: 'Freshness You Can Trust, Savings You will Love!',
  bannerText: null,
  highlights: [
    { title: 'Fastest Delivery', text: 'Groceries delivered in under 30 minutes.' },
    { title: 'Freshness Guaranteed', text: 'Fresh produce straight from the source.' },
    { title: 'Affordable Prices', text: 'Quality groceries at unbeatable prices.' },
    { title: 'Trusted by Thousands', text: 'Loved by 10,000+ happy customers.' },
  ],
  showRatings: true,
  social: { instagram: null, facebook: null, youtube: null, x: null },
};
