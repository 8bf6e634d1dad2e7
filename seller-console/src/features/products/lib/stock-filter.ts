import type { Product } from '@kirana/api/contract/product';
import type { StockFilterValue } from '@kirana/api/contract/product-page';
import { LOW_STOCK_THRESHOLD } from '@kirana/api/contract/stock';

export const stockFilters = [
  { value: 'all', label: 'All products' },
  { value: 'low', label: `Low stock (${LOW_STOCK_THRESHOLD} or fewer)` },
  { value: 'out', label: 'Out of stock' },
] as const;
export type StockFilter = (typeof stockFilters)[number]['value'];

/** The API's `stock` parameter for a filter (the API applies the same rules). */
export const stockParam = (filter: StockFilter): StockFilterValue | undefined =>
  filter === 'all' ? undefined : filter;

/** Counted and down to the threshold, but not out. */
export const isLowStock = (p: Pick<Product, 'stock'>) =>
  p.stock !== null && p.stock > 0 && p.stock <= LOW_STOCK_THRESHOLD;
