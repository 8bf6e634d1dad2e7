import { useLingui } from '@lingui/react/macro';
import type { ProductImage as Picture } from '@kirana/api/contract/product';
import { cn } from '@kirana/ui-kit/lib/cn';
import { ProductImage } from '@kirana/ui-kit/product-image';
import { useState } from 'react';
import { pictureOf } from '../../../lib/picture.ts';

export interface ProductGalleryProps {
  name: string;
  images: readonly Picture[];
}

// Widths of the square boxes less their border and padding, so each picture is fetched at
// the size it is drawn. The main box is at most max-w-md (414 px inside). On a phone it takes
// the row the page padding (root-layout's `main`) and the thumbnail column (92 px with its
// gap) leave; from md the gallery and the details are half the row each, less half their
// gap-16, and the thumbnails take 108 px.
/* eslint-disable lingui/no-unlocalized-strings -- media queries for `sizes`, not words */
const THUMBNAIL_SIZES = '(min-width: 768px) 86px, 70px';
const MAIN_SIZES_WITH_THUMBNAILS =
  '(min-width: 1432px) 414px, (min-width: 1280px) calc(50vw - 302px), (min-width: 1024px) calc(50vw - 270px), (min-width: 768px) calc(50vw - 238px), (min-width: 572px) 414px, calc(100vw - 158px)';
const MAIN_SIZES_ALONE =
  '(min-width: 1152px) 414px, (min-width: 1024px) calc(50vw - 162px), (min-width: 768px) calc(50vw - 130px), (min-width: 480px) 414px, calc(100vw - 66px)';
/* eslint-enable lingui/no-unlocalized-strings */

/** The product's pictures: thumbnails on the side pick the large one. */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  const total = images.length;
  const shown = images[current] ?? images[0];
  const withThumbnails = images.length > 1;
  return (
    // Half the row from md whatever the picture's own size, so the boxes match the sizes.
    <div className="flex gap-3 md:w-1/2">
      {withThumbnails ? (
        <ul aria-label={t`Product images`} className="flex flex-col gap-3">
          {images.map((image, index) => {
            const position = index + 1;
            return (
              <li key={image.url}>
                <button
                  type="button"
                  aria-label={t`Show image ${position} of ${total}`}
                  aria-pressed={index === current}
                  onClick={() => setCurrent(index)}
                  className={cn(
                    'focus-ring block size-20 cursor-pointer overflow-hidden rounded-card border bg-surface p-1 md:size-24',
                    index === current ? 'border-primary-strong' : 'border-line',
                  )}
                >
                  <ProductImage {...pictureOf(image)} alt="" sizes={THUMBNAIL_SIZES} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="aspect-square w-full max-w-md overflow-hidden rounded-card border border-line bg-surface p-4">
        <ProductImage
          {...pictureOf(shown)}
          alt={name}
          sizes={withThumbnails ? MAIN_SIZES_WITH_THUMBNAILS : MAIN_SIZES_ALONE}
          priority
        />
      </div>
    </div>
  );
}
