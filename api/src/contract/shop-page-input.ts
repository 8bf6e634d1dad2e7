import { z } from 'zod';
import { SHOP_PAGE_MAX, shopPageSlugs } from './shop-pages.ts';

// What POST /api/shop/page takes (docs/api.md, "Shop pages").

export const shopPageSlugSchema = z.enum(shopPageSlugs, {
  error: `The page must be one of: ${shopPageSlugs.join(', ')}`,
});

export const shopPageInputSchema = z.object({
  slug: shopPageSlugSchema,
  /** Blank brings back the default text. */
  markdown: z
    .string({ error: 'The page text must be text' })
    .max(
      SHOP_PAGE_MAX,
      `The page text must be at most ${SHOP_PAGE_MAX.toLocaleString('en-IN')} characters`,
    ),
});
export type ShopPageInput = z.input<typeof shopPageInputSchema>;
