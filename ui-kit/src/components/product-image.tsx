import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';

const imageVariants = cva('size-full', {
  variants: {
    fit: {
      // The whole picture, letterboxed: product photos must not lose their edges.
      contain: 'object-contain',
      // Fills the box, cropping the long side: small previews that must line up.
      cover: 'object-cover',
    },
  },
  defaultVariants: { fit: 'contain' },
});

export type ImageFit = NonNullable<VariantProps<typeof imageVariants>['fit']>;

/** One picture's files and size, e.g. the API's `{ url, srcset, width, height }`. */
export interface PictureSource {
  src: string;
  /** Every file with its `w` width; artwork and old uploads are their one URL. */
  srcSet?: string;
  /** The picture's own size; null when unknown (the attributes are then left out). */
  width?: number | null;
  height?: number | null;
}

export interface ProductImageProps extends PictureSource, VariantProps<typeof imageVariants> {
  /** Empty when the product's name is right beside the picture. */
  alt: string;
  /**
   * How wide the square box holding the picture is shown, as a `sizes` value, e.g.
   * `(min-width: 768px) 200px, calc(50vw - 64px)`. A picture that is not square is shown
   * narrower (or, with `fit="cover"`, wider) than its box; `containedSizes` adjusts for that.
   */
  sizes: string;
  /** The page's main picture: fetched first and at once instead of when scrolled near. */
  priority?: boolean;
  className?: string;
}

/** Splits `text` at the commas or (with `/\s/`) the blanks that are outside brackets. */
function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (depth === 0 && separator.test(char)) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

function scaleLength(length: string, factor: number): string {
  const pixels = /^(\d+(?:\.\d+)?)px$/.exec(length);
  if (pixels) return `${Math.round(Number(pixels[1]) * factor)}px`;
  const calc = /^calc\((.*)\)$/.exec(length);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length, not words
  return `calc(${calc ? `(${calc[1]})` : length} * ${factor})`;
}

/**
 * The `sizes` of a picture shown inside a square box of `boxSizes`: a portrait picture
 * contained in the box is only as wide as its aspect ratio allows (a landscape one,
 * covering it, is wider). Telling the browser the width really drawn lets it fetch the
 * smallest file that stays sharp instead of one sized for the whole box.
 */
export function containedSizes(
  boxSizes: string,
  width: number | null | undefined,
  height: number | null | undefined,
  fit: ImageFit = 'contain',
  /** A further factor, e.g. `densityFactor()`. */
  scale = 1,
): string {
  const ratio =
    !width || !height
      ? 1
      : fit === 'contain'
        ? Math.min(1, width / height)
        : Math.max(1, width / height);
  const factor = Math.round(ratio * scale * 1000) / 1000;
  if (factor === 1) return boxSizes;
  return splitOutsideBrackets(boxSizes, /,/)
    .map((entry) => {
      // The length is an entry's last part; a media condition before it stays as it is.
      const words = splitOutsideBrackets(entry, /\s/);
      const length = words.pop() ?? '';
      return [...words, length === 'auto' ? length : scaleLength(length, factor)].join(' ');
    })
    .join(', ');
}

/**
 * Beyond 2 device pixels per CSS pixel a phone's screen shows no more detail in a photo,
 * while a file's bytes grow with the square of its width (a 2.6x phone would fetch 70% more
 * for nothing visible): pictures are fetched for at most this density.
 */
export const MAX_PICTURE_DENSITY = 2;

/**
 * How much to narrow `sizes` on this screen so no file is fetched for more than
 * `MAX_PICTURE_DENSITY`: 1 on screens of 2x or less, and where there is no window (a
 * prerender; no product picture is prerendered, so hydration never compares the two).
 */
export function densityFactor(): number {
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio;
  return ratio > MAX_PICTURE_DENSITY ? MAX_PICTURE_DENSITY / ratio : 1;
}

const hasWidthDescriptors = (srcSet: string) => /\s\d+w\s*(?:,|$)/.test(srcSet);

/**
 * A product picture: the file closest to the width it is drawn at (`srcSet` + `sizes`,
 * at most `MAX_PICTURE_DENSITY` device pixels per CSS pixel),
 * its space reserved from `width`/`height` so nothing moves when it arrives, and fetched
 * lazily unless it is the page's main picture. It fills its parent, so the parent sets
 * the box (usually a square).
 */
export function ProductImage({
  src,
  srcSet,
  width,
  height,
  sizes,
  alt,
  priority = false,
  fit,
  className,
}: ProductImageProps) {
  const responsive = srcSet !== undefined && hasWidthDescriptors(srcSet);
  return (
    <img
      src={src}
      srcSet={srcSet && srcSet !== src ? srcSet : undefined}
      sizes={
        responsive
          ? containedSizes(sizes, width, height, fit ?? 'contain', densityFactor())
          : undefined
      }
      width={width ?? undefined}
      height={height ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // Off the main thread for pictures below the fold; the main picture paints at once.
      decoding={priority ? undefined : 'async'}
      className={cn(imageVariants({ fit }), className)}
    />
  );
}
