import {
  SHOP_FIELDS,
  shopInputSchema,
  type ShopChanges,
  type ShopProfile,
} from '@kirana/api/contract/shop';

export type ShopField = (typeof SHOP_FIELDS)[number];
export type ShopFormValues = Record<ShopField, string>;
export type ShopFormErrors = Partial<Record<ShopField, string>>;

/** The form starts from what is stored; numbers as the seller reads them (+91…). */
export const shopFormValues = (shop: ShopProfile): ShopFormValues =>
  Object.fromEntries(SHOP_FIELDS.map((field) => [field, shop[field] ?? ''])) as ShopFormValues;

/**
 * Checked with the API's own schema, every field at once, so each field shows its own
 * problem; every field is sent, and a blank one clears it.
 */
export function validateShopForm(
  values: ShopFormValues,
): { success: true; data: ShopChanges } | { success: false; errors: ShopFormErrors } {
  const result = shopInputSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: ShopFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ShopField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}
