import { join } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { MAX_IMAGE_MEGAPIXELS } from '../contract/product.ts';
import { PhotoRefused } from './photo-refusals.ts';
import {
  MASTER_FILE,
  MASTER_MAX_SIDE,
  variantFile,
  variantSizes,
  type VariantWidth,
} from './photo-variants.ts';

/** A photo written into a folder: `master.webp` and one file per variant width. */
export interface ProcessedPhoto {
  /** The master's size, after applying the EXIF orientation. */
  width: number;
  height: number;
  variants: VariantWidth[];
}

// libvips may use every core for one image; one thread leaves the other cores to answer
// shoppers while a seller's photos are processed. Its operation cache would only hold on
// to memory between unrelated uploads.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Decodes once (applying the EXIF orientation, keeping the first frame of an animation),
 * then writes a bounded master and the WebP variants, made from the decoded pixels, into
 * `outDir`. Nothing of the original's metadata (EXIF, GPS, camera, ICC, comments) is
 * written: the pixels pass through a raw buffer, which carries none.
 */
export async function processPhoto(
  input: string | Buffer,
  outDir: string,
): Promise<ProcessedPhoto> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, {
      limitInputPixels: MAX_IMAGE_MEGAPIXELS * 1_000_000,
      failOn: 'truncated',
    })
      .rotate()
      .resize({
        width: MASTER_MAX_SIDE,
        height: MASTER_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // CMYK and other camera spaces as plain sRGB pixels, as every variant is written.
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new PhotoRefused(/pixel limit/i.test(String(err)) ? 'tooLarge' : 'unreadable');
  }
  const { width, height, channels } = decoded.info;
  const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });
  await pixels().webp({ quality: 90, effort: 2 }).toFile(join(outDir, MASTER_FILE));
  const variants: VariantWidth[] = [];
  for (const size of variantSizes(width)) {
    await pixels()
      .resize({ width: size.width })
      .webp({ quality: 75 })
      .toFile(join(outDir, variantFile(size.file)));
    variants.push(size.file);
  }
  return { width, height, variants };
}
