import type { ProductImage } from '../contract/product.ts';
import {
  DEFAULT_VARIANT,
  photoIdOf,
  variantFile,
  variantFor,
  variantSizes,
  type VariantWidth,
} from './photo-variants.ts';

/** A stored picture: its storage key and its size (null until known). */
export interface StoredPicture {
  key: string;
  width: number | null;
  height: number | null;
}

/** Storage key -> absolute URL under the API's public base. */
export const imageUrl = (publicApiUrl: string, key: string) => `${publicApiUrl}/images/${key}`;

/**
 * A stored picture as the apps use it. A processed photo lists every variant in `srcset`
 * with its real width and points `url` at the variant closest to `preferred`; shipped
 * artwork (SVG, any size) and uploads from before processing are their one file.
 */
export function pictureJson(
  publicApiUrl: string,
  picture: StoredPicture,
  preferred: VariantWidth = DEFAULT_VARIANT,
): ProductImage {
  const { key, width, height } = picture;
  const base = imageUrl(publicApiUrl, key);
  if (photoIdOf(key) && width !== null) {
    const srcset = variantSizes(width)
      .map((size) => `${base}/${variantFile(size.file)} ${size.width}w`)
      .join(', ');
    return { url: `${base}/${variantFile(variantFor(width, preferred))}`, srcset, width, height };
  }
  return { url: base, srcset: base, width, height };
}
