import { MAX_IMAGE_MEGAPIXELS } from '../contract/product.ts';
import { AppError } from '../lib/errors.ts';

// Apart from process-photo.ts (which loads sharp) so that the API's side of the photo
// worker can rebuild the refusal in the request's language from its name alone.
const SAY = {
  tooLarge: (w) => w.catalogue.imageTooLarge(MAX_IMAGE_MEGAPIXELS),
  unreadable: (w) => w.catalogue.imageUnreadable,
} satisfies Record<string, ConstructorParameters<typeof AppError>[1]>;

export type PhotoRefusal = keyof typeof SAY;

/** A photo that cannot be used: a 400 saying why, named by `refusal` across processes. */
export class PhotoRefused extends AppError {
  constructor(readonly refusal: PhotoRefusal) {
    super(400, SAY[refusal]);
  }
}
