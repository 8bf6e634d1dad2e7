import { z } from 'zod';
import type { Product } from './product.ts';

// The home page's Best Sellers (docs/api.md, "Best sellers"): by units sold in the last 30
// days; newest products first while nothing sold, and to fill up when fewer sold.

export const BEST_SELLER_DAYS = 30;
export const MAX_BEST_SELLERS = 20;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_BEST_SELLERS}`;

export const bestSellersQuerySchema = z.object({
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^\d{1,2}$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, LIMIT_MESSAGE).max(MAX_BEST_SELLERS, LIMIT_MESSAGE))
    .default(10),
});

export interface BestSellersResponse {
  success: true;
  /** Products a shopper can buy now, best first. */
  products: Product[];
}
