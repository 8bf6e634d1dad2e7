import type { ProductImage } from '@kirana/api/contract/product';
import type { PictureSource } from '@kirana/ui-kit/product-image';
import fallbackImage from '../assets/logo.svg';

// The logo is square artwork (a 48 x 48 view box), sharp at any size.
const fallbackPicture: PictureSource = { src: fallbackImage, width: 48, height: 48 };

/** The kit's picture props for one of the API's pictures; the shop's logo when there is none. */
export function pictureOf(image: ProductImage | undefined): PictureSource {
  if (!image) return fallbackPicture;
  return { src: image.url, srcSet: image.srcset, width: image.width, height: image.height };
}
