import type { Product } from '@kirana/api/contract/product';

/** Products whose name contains `text`, ignoring case; blank text keeps them all. */
export function searchByName(products: readonly Product[], text: string): Product[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...products];
  return products.filter((product) => product.name.toLowerCase().includes(wanted));
}

/** Products of one category, compared in lowercase like the URL segment. */
export function inCategory(products: readonly Product[], category: string): Product[] {
  const wanted = category.toLowerCase();
  return products.filter((product) => product.category.toLowerCase() === wanted);
}

/** Up to `count` other products of the same category. */
export function relatedTo(products: readonly Product[], product: Product, count: number) {
  return inCategory(products, product.category)
    .filter((other) => other._id !== product._id)
    .slice(0, count);
}
