// How a processed photo is stored and addressed: one folder per photo under `photos/`,
// holding a bounded master (kept for re-processing) and WebP variants at fixed widths.

/**
 * The widths a shop shows: a cart thumbnail up to a product page on a large screen. Small
 * steps where phones land: a card (about 150 CSS px at DPR 2 to 3) gets 320 or 480, not
 * 640, and a product page's picture (260 to 350 CSS px) 640 or 800, not 960.
 */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 800, 960, 1280] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** The variant `image` (the spec's field) points at: a product card or page on a phone. */
export const DEFAULT_VARIANT: VariantWidth = 640;
/** Order lines show small thumbnails. */
export const THUMBNAIL_VARIANT: VariantWidth = 320;

/** The master's longest side: enough to re-make every variant, far less than a 12 MP photo. */
export const MASTER_MAX_SIDE = 2048;
export const MASTER_FILE = 'master.webp';

const PHOTO_KEY = /^photos\/([0-9a-f-]{36})$/;

/** The photo id of a `photos/<id>` key, if it is one. */
export const photoIdOf = (key: string): string | undefined => PHOTO_KEY.exec(key)?.[1];

export const variantFile = (width: VariantWidth) => `${width}.webp`;

/**
 * Each variant's file width and real width for a master this wide: a variant is never
 * wider than the master (never upscaled), so small photos have several files of one width
 * and `srcset` lists that width once.
 */
export function variantSizes(masterWidth: number): { file: VariantWidth; width: number }[] {
  const sizes: { file: VariantWidth; width: number }[] = [];
  for (const file of VARIANT_WIDTHS) {
    const width = Math.min(file, masterWidth);
    if (!sizes.some((size) => size.width === width)) sizes.push({ file, width });
  }
  return sizes;
}

/** The stored variant file closest to `wanted` without going over (the smallest if none). */
export function variantFor(masterWidth: number, wanted: VariantWidth): VariantWidth {
  const files = variantSizes(masterWidth).map((size) => size.file);
  return files.filter((file) => file <= wanted).at(-1) ?? files[0] ?? VARIANT_WIDTHS[0];
}
