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

interface Shelved {
  stock: number | null;
  /** Units promised to orders not yet packed (still on the shelf). */
  held: number;
}

/** What is on the shelf: units the shop can sell plus those held for orders (null: not counted). */
export const shelfCount = (product: Shelved): number | null =>
  product.stock === null ? null : product.stock + product.held;

/**
 * The `stock` a seller's shelf count leaves to sell: the held units are on the shelf already.
 * Fewer counted than held leaves nothing to sell (the held orders still need them).
 */
export const stockForShelf = (count: number | null, held: number): number | null =>
  count === null ? null : Math.min(MAX_STOCK, Math.max(0, count - held));
