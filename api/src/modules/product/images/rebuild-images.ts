import { access } from 'node:fs/promises';
import sharp from 'sharp';
import type { Db } from '../../../db/knex.ts';
import { artworkSize, DEMO_KEY_PREFIX } from '../../../images/demo-artwork.ts';
import type { ImageProcessor } from '../../../images/image-processor.ts';
import type { ImageStore } from '../../../images/image-store.ts';
import type { StoredPicture } from '../../../images/picture-json.ts';
import {
  MASTER_FILE,
  variantFile,
  variantSizes,
  type VariantWidth,
} from '../../../images/photo-variants.ts';
import type { OrderPictures } from '../../order/order-pictures.service.ts';
import { productPictures, replaceProductPicture } from './product-images.ts';

export interface RebuildReport {
  /** Uploads from before processing, now processed (the file as sent is deleted). */
  processed: number;
  /** Variant files a photo lacked, made again from its master. */
  variantsAdded: number;
  /** Pictures whose size was unknown and is now recorded. */
  measured: number;
  /** Pictures that could not be rebuilt, with why; they stay as they were. */
  failed: { key: string; reason: string }[];
}

const LEGACY_PREFIX = 'uploads/';
const PHOTO_PREFIX = 'photos/';

/** Distinct pictures of products and past orders under `prefix`, sizes merged. */
async function picturesUnder(
  db: Db,
  orders: OrderPictures,
  prefix: string,
): Promise<StoredPicture[]> {
  const byKey = new Map<string, StoredPicture>();
  for (const picture of [...(await productPictures(db, prefix)), ...(await orders.under(prefix))]) {
    const known = byKey.get(picture.key);
    // If any row lacks the size, the picture is measured and every row filled in.
    const unsized = picture.width === null || (known !== undefined && known.width === null);
    byKey.set(picture.key, unsized ? { key: picture.key, width: null, height: null } : picture);
  }
  return [...byKey.values()];
}

/** Points every product and order row that shows `fromKey` at `to`, in one transaction. */
const repoint = (db: Db, orders: OrderPictures, fromKey: string, to: StoredPicture) =>
  db.transaction(async (trx) => {
    await replaceProductPicture(trx, fromKey, to);
    await orders.replace(trx, fromKey, to);
  });

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * `npm run images:rebuild`: brings every stored picture to what uploads get today, and is
 * idempotent (a second run finds nothing to do):
 * - an upload stored as sent (`uploads/…`, from before processing) is processed into a
 *   photo (variants + master, no metadata), every product and order row is pointed at it,
 *   and the original file is deleted;
 * - a photo lacking a variant (a width added since, a lost file) gets it from its master;
 * - a picture whose size is unknown (photos and artwork from before sizes were kept) is
 *   measured.
 */
export async function rebuildImages(deps: {
  db: Db;
  images: ImageStore;
  processor: ImageProcessor;
  /** The order module's pictures: past orders show them too. */
  orderPictures: OrderPictures;
  onProgress?: (line: string) => void;
}): Promise<RebuildReport> {
  const { db, images, processor, orderPictures } = deps;
  const say = deps.onProgress ?? (() => undefined);
  const report: RebuildReport = { processed: 0, variantsAdded: 0, measured: 0, failed: [] };

  for (const { key } of await picturesUnder(db, orderPictures, LEGACY_PREFIX)) {
    const file = images.legacyPath(key);
    let stored: string | undefined;
    try {
      if (!file) throw new Error('not a stored upload key');
      let size = { width: 0, height: 0 };
      stored = await images.addPhoto(async (dir) => {
        size = await processor.process(file, dir);
      });
      await repoint(db, orderPictures, key, { key: stored, ...size });
      await images.remove(key);
      report.processed += 1;
      say(`processed ${key} -> ${stored}`);
    } catch (err) {
      if (stored) await images.remove(stored);
      report.failed.push({ key, reason: reasonOf(err) });
    }
  }

  for (const picture of await picturesUnder(db, orderPictures, PHOTO_PREFIX)) {
    const master = images.masterPath(picture.key);
    try {
      if (!master) throw new Error('not a stored photo key');
      await access(master).catch(() => {
        throw new Error(`${MASTER_FILE} is missing`);
      });
      let { width, height } = picture;
      if (width === null || height === null) {
        const meta = await sharp(master).metadata();
        ({ width = null, height = null } = meta);
        await repoint(db, orderPictures, picture.key, { key: picture.key, width, height });
        report.measured += 1;
        say(`measured ${picture.key}: ${width}x${height}`);
      }
      if (width === null) continue;
      const missing: VariantWidth[] = [];
      for (const size of variantSizes(width)) {
        if (!(await images.hasFile(picture.key, variantFile(size.file)))) missing.push(size.file);
      }
      if (missing.length === 0) continue;
      const added = await images.addVariants(picture.key, missing, (dir) =>
        processor.process(master, dir),
      );
      report.variantsAdded += added;
      say(`added ${added} variant(s) to ${picture.key}`);
    } catch (err) {
      report.failed.push({ key: picture.key, reason: reasonOf(err) });
    }
  }

  for (const picture of await picturesUnder(db, orderPictures, DEMO_KEY_PREFIX)) {
    if (picture.width !== null && picture.height !== null) continue;
    try {
      const size = await artworkSize(picture.key);
      if (size.width === null) throw new Error('the artwork has no size');
      await repoint(db, orderPictures, picture.key, { key: picture.key, ...size });
      report.measured += 1;
    } catch (err) {
      report.failed.push({ key: picture.key, reason: reasonOf(err) });
    }
  }
  return report;
}
