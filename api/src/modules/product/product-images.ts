import { MAX_PRODUCT_IMAGES } from '../../contract/product.ts';
import type { Db } from '../../db/knex.ts';
import { badRequest } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { ImageStore } from '../image/image-store.ts';
import type { ImageExtension } from '../image/sniff-image.ts';

export interface UploadedFile {
  /** Where the upload parser left the bytes. */
  tempPath: string;
}

/**
 * Checks every upload is a real image before anything is stored, then stores them all.
 * Returns their storage keys in the seller's order; the caller removes them if it fails.
 */
export async function storeUploads(images: ImageStore, files: UploadedFile[]): Promise<string[]> {
  if (files.length > MAX_PRODUCT_IMAGES) {
    throw badRequest(`A product can have at most ${MAX_PRODUCT_IMAGES} images.`);
  }
  const kinds = await Promise.all(files.map((f) => images.detect(f.tempPath)));
  if (kinds.some((kind) => kind === undefined)) {
    throw badRequest('Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded.');
  }
  const keys: string[] = [];
  try {
    for (const [i, file] of files.entries()) {
      keys.push(await images.save(file.tempPath, kinds[i] as ImageExtension));
    }
    return keys;
  } catch (err) {
    await Promise.all(keys.map((key) => images.remove(key)));
    throw err;
  }
}

/**
 * Makes `keys` the product's images, in that order, replacing the rows `replacing` (the
 * product's current image row ids). Rows are deleted by id, never by a range of product
 * ids: on MySQL a range delete takes gap locks that deadlock with other products' inserts.
 */
export async function setProductImages(
  trx: Db,
  productId: string,
  keys: string[],
  replacing: string[] = [],
): Promise<void> {
  if (replacing.length > 0) await trx('product_images').whereIn('id', replacing).delete();
  if (keys.length > 0) {
    await trx('product_images').insert(
      keys.map((path, position) => ({ id: newId(), productId, position, path })),
    );
  }
}

/**
 * Deletes stored files that nothing uses any more: no product shows them and no past order
 * shows them in its snapshot. Run after the change that dropped them has committed.
 */
export async function removeUnusedImages(
  db: Db,
  images: ImageStore,
  keys: string[],
): Promise<void> {
  if (keys.length === 0) return;
  const inProducts = await db('product_images').whereIn('path', keys).distinct('path');
  const inOrders = await db('order_items').whereIn('imagePath', keys).distinct('imagePath');
  const used = new Set([
    ...inProducts.map((r: { path: string }) => r.path),
    ...inOrders.map((r: { imagePath: string }) => r.imagePath),
  ]);
  await Promise.all(keys.filter((key) => !used.has(key)).map((key) => images.remove(key)));
}
