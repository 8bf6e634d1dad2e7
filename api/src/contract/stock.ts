// Zod-free so the storefront can use it on every page without the validation library.
import { MAX_QUANTITY } from './cart-limits.ts';

/** "Only N left" shows at this many units or fewer. */
export const LOW_STOCK_THRESHOLD = 5;
export const MAX_STOCK = 100_000;

interface Stocked {
  /** The seller's switch. */
  inStock: boolean;
  /** Units left, or null when the seller does not count them. */
  stock: number | null;
}

/** What a shopper can buy now: switched on, and not counted down to zero. */
export const isPurchasable = (product: Stocked): boolean =>
  product.inStock && (product.stock === null || product.stock > 0);

/** The most one order line may ask for: 99, or fewer when fewer are left. */
export const maxOrderable = (product: Stocked): number =>
  product.stock === null ? MAX_QUANTITY : Math.max(0, Math.min(MAX_QUANTITY, product.stock));

/** Units to mention ("Only 2 left"), or undefined when there are plenty or none are counted. */
export const fewLeft = (product: Stocked): number | undefined =>
  isPurchasable(product) && product.stock !== null && product.stock <= LOW_STOCK_THRESHOLD
    ? product.stock
    : undefined;
