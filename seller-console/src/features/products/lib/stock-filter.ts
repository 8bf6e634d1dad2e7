import type { Product } from '@kirana/api/contract/product';
import { LOW_STOCK_THRESHOLD } from '@kirana/api/contract/stock';

export const stockFilters = [
  { value: 'all', label: 'All products' },
  { value: 'low', label: `Low stock (${LOW_STOCK_THRESHOLD} or fewer)` },
  { value: 'out', label: 'Out of stock' },
] as const;
export type StockFilter = (typeof stockFilters)[number]['value'];

/** Counted and down to the threshold, but not out. */
export const isLowStock = (p: Pick<Product, 'stock'>) =>
  p.stock !== null && p.stock > 0 && p.stock <= LOW_STOCK_THRESHOLD;

/** Nothing left to sell: switched off, or counted down to zero. */
export const isOutOfStock = (p: Pick<Product, 'stock' | 'inStock'>) => !p.inStock || p.stock === 0;

export function filterByStock<P extends Pick<Product, 'stock' | 'inStock'>>(
  products: readonly P[],
  filter: StockFilter,
): P[] {
  if (filter === 'low') return products.filter(isLowStock);
  if (filter === 'out') return products.filter(isOutOfStock);
  return [...products];
}
