import type { HomeHighlight, SocialNetwork } from '@kirana/api/contract/shop-home';
import { socialNetworks } from '@kirana/api/contract/shop-home';
import {
  SHOP_TEXT_FIELDS,
  shopInputSchema,
  type ShopChanges,
  type ShopSettings,
} from '@kirana/api/contract/shop';
import type { TaxMode } from '@kirana/api/contract/tax';

export type ShopField = (typeof SHOP_TEXT_FIELDS)[number];

export interface ShopFormValues {
  details: Record<ShopField, string>;
  taxMode: TaxMode;
  bannerTitle: string;
  bannerText: string;
  highlights: HomeHighlight[];
  showRatings: boolean;
  social: Record<SocialNetwork, string>;
}

/**
 * A problem by where it is: `name`, `bannerTitle`, `highlights.2.text`, `social.x` (the
 * API schema's path, joined with dots).
 */
export type ShopFormErrors = Partial<Record<string, string>>;

/** The input's id for a problem's key, so the first problem can take the focus. */
export const shopFieldId = (key: string) => `shop-${key.replaceAll('.', '-')}`;

/** The form starts from what is stored; numbers as the seller reads them (+91…). */
export const shopFormValues = (shop: ShopSettings): ShopFormValues => ({
  details: Object.fromEntries(SHOP_TEXT_FIELDS.map((f) => [f, shop[f] ?? ''])) as Record<
    ShopField,
    string
  >,
  taxMode: shop.taxMode,
  bannerTitle: shop.bannerTitle,
  bannerText: shop.bannerText ?? '',
  highlights: shop.highlights.map((h) => ({ ...h })),
  showRatings: shop.showRatings,
  social: Object.fromEntries(socialNetworks.map((n) => [n, shop.social[n] ?? ''])) as Record<
    SocialNetwork,
    string
  >,
});

/** Every highlight left blank brings back the spec's four. */
const highlightsInput = (highlights: HomeHighlight[]) =>
  highlights.every((h) => h.title.trim() === '' && h.text.trim() === '') ? null : highlights;

/**
 * Checked with the API's own schema, every field at once, so each field shows its own
 * problem; every field is sent, and a blank one clears it.
 */
export function validateShopForm(
  values: ShopFormValues,
): { success: true; data: ShopChanges } | { success: false; errors: ShopFormErrors } {
  const result = shopInputSchema.safeParse({
    ...values.details,
    taxMode: values.taxMode,
    bannerTitle: values.bannerTitle,
    bannerText: values.bannerText,
    highlights: highlightsInput(values.highlights),
    showRatings: values.showRatings,
    social: values.social,
  });
  if (result.success) return { success: true, data: result.data };
  const errors: ShopFormErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { success: false, errors };
}
