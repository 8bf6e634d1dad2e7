import type { Product } from '@kirana/api/contract/product';
import type { StockFilterValue } from '@kirana/api/contract/product-page';
import { LOW_STOCK_THRESHOLD } from '@kirana/api/contract/stock';
import { msg } from '@lingui/core/macro';

const threshold = LOW_STOCK_THRESHOLD;

/** The filter's choices; labels are descriptors, read with `i18n._` once a language is active. */
export const stockFilters = [
  { value: 'all', label: msg`All products` },
  { value: 'low', label: msg`Low stock (${threshold} or fewer)` },
  { value: 'out', label: msg`Out of stock` },
] as const;
export type StockFilter = (typeof stockFilters)[number]['value'];

/** The API's `stock` parameter for a filter (the API applies the same rules). */
export const stockParam = (filter: StockFilter): StockFilterValue | undefined =>
  filter === 'all' ? undefined : filter;

/** Counted and down to the threshold, but not out. */
export const isLowStock = (p: Pick<Product, 'stock'>) =>
  p.stock !== null && p.stock > 0 && p.stock <= LOW_STOCK_THRESHOLD;
