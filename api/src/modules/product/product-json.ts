import { ORIGINAL_LANGUAGE } from '../../contract/languages.ts';
import { toRupees } from '../../contract/paise.ts';
import type { Product } from '../../contract/product.ts';
import { pictureJson } from '../../images/picture-json.ts';
import type { ProductModel } from './product.model.ts';

export function toProductJson(product: ProductModel, publicApiUrl: string): Product {
  const images = [...(product.images ?? [])]
    .sort((a, b) => a.position - b.position)
    .map(({ path, width, height }) => pictureJson(publicApiUrl, { key: path, width, height }));
  return {
    _id: product.id,
    name: product.name,
    category: product.category,
    price: toRupees(product.pricePaise),
    offerPrice: toRupees(product.offerPricePaise),
    image: images.map((picture) => picture.url),
    images,
    description: product.description,
    inStock: product.inStock,
    stock: product.stock ?? null,
    held: product.held ?? 0,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.weight ? { weight: product.weight } : {}),
    ...(product.barcode ? { barcode: product.barcode } : {}),
    gstRate: product.gstRate ?? null,
    hsn: product.hsn ?? null,
    archived: product.archivedAt !== null && product.archivedAt !== undefined,
    createdAt: new Date(product.createdAt).toISOString(),
    updatedAt: new Date(product.updatedAt).toISOString(),
    // The original; product-translations.ts gives another language after the caches.
    lang: ORIGINAL_LANGUAGE,
  };
}
