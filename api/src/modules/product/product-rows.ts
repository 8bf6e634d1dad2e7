import type { PartialModelObject } from 'objection';
import type { Category } from '../../contract/product.ts';
import type { Db } from '../../db/knex.ts';
import { addProductWords, replaceProductWords } from './product-words.ts';
import { translatedNames } from './product-translations.ts';
import { ProductModel } from './product.model.ts';

// The one writer of product rows and of their search words (product_words): a product is
// made or renamed only here, so its words cannot be forgotten (a translated name's words
// too: see reindexNames). Counted stock moves through
// stock.service.ts; pictures through images/product-images.ts. The catalogue version is the
// caller's to bump once its transaction has committed (products.catalogueChanged).

const INSERT_BATCH = 500;

/** A product row as it is first written. */
export interface NewProduct {
  id: string;
  name: string;
  category: Category;
  pricePaise: number;
  offerPricePaise: number;
  description: string[];
  inStock: boolean;
  weight: string | null;
  stock?: number | null;
  sku: string;
  gstRate?: number | null;
  hsn?: string | null;
  barcode?: string | null;
  archivedAt?: number | null;
  createdAt: number;
  updatedAt: number;
}

/** Inserts products (in batches) and indexes their names for search. */
export async function insertProducts(trx: Db, products: readonly NewProduct[]): Promise<void> {
  const rows = products.map((p) => ({ ...p, description: JSON.stringify(p.description) }));
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await trx('products').insert(rows.slice(i, i + INSERT_BATCH));
  await addProductWords(trx, products);
}

/**
 * Changes a product's columns. When the name changes from `previousName` (unknown: treat
 * it as changed), its search words follow. Resolves to the number of products changed.
 */
export async function patchProduct(
  trx: Db,
  id: string,
  patch: PartialModelObject<ProductModel> & { updatedAt: number },
  previousName?: string,
): Promise<number> {
  const changed = await ProductModel.query(trx).findById(id).patch(patch);
  if (changed > 0 && typeof patch.name === 'string' && patch.name !== previousName)
    await replaceProductWords(trx, id, [patch.name, ...(await translatedNames(trx, id))]);
  return changed;
}

/** Indexes a product's name and translated names again (a translated name changed). */
export async function reindexNames(trx: Db, id: string): Promise<void> {
  const name = (await ProductModel.query(trx).findById(id).select('name'))?.name;
  if (name !== undefined)
    await replaceProductWords(trx, id, [name, ...(await translatedNames(trx, id))]);
}

/**
 * Moves every product of category `from` to `to` (a renamed category), in the rename's
 * transaction. Search words index names only, so they stay.
 */
export async function renameProductsCategory(
  trx: Db,
  from: string,
  to: string,
  updatedAt: number,
): Promise<number> {
  return ProductModel.query(trx).where('category', from).patch({ category: to, updatedAt });
}

/**
 * Takes the barcodes off these products, in the transaction that gives them new ones: two
 * products swapping their codes would otherwise meet in the unique index halfway.
 */
export async function freeBarcodes(trx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await trx('products').whereIn('id', ids).update({ barcode: null });
}
