import { MAX_PRODUCT_IMAGES } from '../../../contract/product.ts';
import type { Db } from '../../../db/knex.ts';
import { badRequest } from '../../../lib/errors.ts';
import { newId } from '../../../lib/ids.ts';
import type { ImageProcessor } from '../../../images/image-processor.ts';
import type { ImageStore } from '../../../images/image-store.ts';
import type { OrderPictures } from '../../order/order-pictures.service.ts';
import type { StoredPicture } from '../../../images/picture-json.ts';

export interface UploadedFile {
  /** Where the upload parser left the bytes. */
  tempPath: string;
}

/**
 * Checks every upload is an image we can read before anything is stored, then processes
 * and stores them one by one (see image-processor). Returns them in the seller's order;
 * if one fails, those already stored are removed and nothing is kept.
 */
export async function storeUploads(
  images: ImageStore,
  processor: ImageProcessor,
  files: UploadedFile[],
): Promise<StoredPicture[]> {
  if (files.length > MAX_PRODUCT_IMAGES) {
    throw badRequest((w) => w.catalogue.tooManyImages(MAX_PRODUCT_IMAGES));
  }
  const kinds = await Promise.all(files.map((f) => images.detect(f.tempPath)));
  if (kinds.includes('heic')) {
    throw badRequest((w) => w.catalogue.heicImage);
  }
  if (kinds.includes(undefined)) {
    throw badRequest((w) => w.catalogue.notAnImage);
  }
  const stored: StoredPicture[] = [];
  try {
    for (const file of files) {
      let size = { width: 0, height: 0 };
      const key = await images.addPhoto(async (dir) => {
        size = await processor.process(file.tempPath, dir);
      });
      stored.push({ key, width: size.width, height: size.height });
    }
    return stored;
  } catch (err) {
    await Promise.all(stored.map((picture) => images.remove(picture.key)));
    throw err;
  }
}

/**
 * Makes `pictures` the product's images, in that order, replacing the rows `replacing` (the
 * product's current image row ids). Rows are deleted by id, never by a range of product
 * ids: on MySQL a range delete takes gap locks that deadlock with other products' inserts.
 */
export async function setProductImages(
  trx: Db,
  productId: string,
  pictures: StoredPicture[],
  replacing: string[] = [],
): Promise<void> {
  if (replacing.length > 0) await trx('product_images').whereIn('id', replacing).delete();
  if (pictures.length > 0) {
    await trx('product_images').insert(
      pictures.map(({ key, width, height }, position) => ({
        id: newId(),
        productId,
        position,
        path: key,
        width,
        height,
      })),
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
  orderPictures: Pick<OrderPictures, 'inUse'>,
  keys: string[],
): Promise<void> {
  if (keys.length === 0) return;
  const inProducts = await db('product_images').whereIn('path', keys).distinct('path');
  const inOrders = await orderPictures.inUse(keys);
  const used = new Set([...inProducts.map((r: { path: string }) => r.path), ...inOrders]);
  await Promise.all(keys.filter((key) => !used.has(key)).map((key) => images.remove(key)));
}

/** The distinct pictures products show whose keys start with `prefix` (`uploads/`, …). */
export async function productPictures(db: Db, prefix: string): Promise<StoredPicture[]> {
  const rows: { path: string; width: number | null; height: number | null }[] = await db(
    'product_images',
  )
    .distinct('path', 'width', 'height')
    .where('path', 'like', `${prefix}%`);
  return rows.map((r) => ({ key: r.path, width: r.width, height: r.height }));
}

/** Points the image rows that show `fromKey` at `to`: the same picture stored again, or measured. */
export async function replaceProductPicture(trx: Db, fromKey: string, to: StoredPicture) {
  return trx('product_images')
    .where('path', fromKey)
    .update({ path: to.key, width: to.width, height: to.height });
}
