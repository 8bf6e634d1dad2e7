import { MAX_IMAGE_BYTES } from '../../contract/product.ts';
import { categoryIdSchema } from '../../contract/category.ts';
import type { AppContext } from '../../http/context.ts';
import { multipart, uploadedFilePaths } from '../../http/multipart.ts';
import { parseOrThrow } from '../../http/validate.ts';
import { badRequest } from '../../lib/errors.ts';
import type { UploadedFile } from './images/product-images.ts';

/** A category's picture: the `id` field and one image file, sized like a product photo. */
export const categoryPictureUpload = multipart({
  maxFiles: 1,
  maxFileBytes: MAX_IMAGE_BYTES,
  maxFields: 2,
  notMultipart: (w) => w.catalogue.pictureNotMultipart,
  fileTooLarge: (w) => w.catalogue.pictureTooLarge(MAX_IMAGE_BYTES / 1024 / 1024),
  tooManyFiles: (w) => w.catalogue.onePicture,
});

export function readCategoryPicture(ctx: AppContext): { id: string; file: UploadedFile } {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const raw = Array.isArray(body.id) ? (body.id as unknown[])[0] : body.id;
  const id = parseOrThrow(categoryIdSchema, raw);
  const [tempPath] = uploadedFilePaths(ctx);
  if (!tempPath) throw badRequest((w) => w.catalogue.choosePicture);
  return { id, file: { tempPath } };
}
