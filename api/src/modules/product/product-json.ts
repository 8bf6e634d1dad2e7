import { toRupees } from '../../contract/paise.ts';
import type { Product } from '../../contract/product.ts';
import type { ProductModel } from './product.model.ts';

/** Storage key -> absolute URL under the API's public base. */
export const imageUrl = (publicApiUrl: string, key: string) => `${publicApiUrl}/images/${key}`;

export function toProductJson(product: ProductModel, publicApiUrl: string): Product {
  const images = [...(product.images ?? [])].sort((a, b) => a.position - b.position);
  return {
    _id: product.id,
    name: product.name,
    category: product.category,
    price: toRupees(product.pricePaise),
    offerPrice: toRupees(product.offerPricePaise),
    image: images.map((img) => imageUrl(publicApiUrl, img.path)),
    description: product.description,
    inStock: product.inStock,
    stock: product.stock ?? null,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.weight ? { weight: product.weight } : {}),
    archived: product.archivedAt !== null && product.archivedAt !== undefined,
    createdAt: new Date(product.createdAt).toISOString(),
    updatedAt: new Date(product.updatedAt).toISOString(),
  };
}
