import type { z } from 'zod';
import {
  keepImagesSchema,
  MAX_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
} from '../../../contract/product.ts';
import { badRequest, type Words } from '../../../lib/errors.ts';
import type { AppContext } from '../../../http/context.ts';
import { multipart, uploadedFilePaths } from '../../../http/multipart.ts';
import { parseOrThrow } from '../../../http/validate.ts';
import type { UploadedFile } from './product-images.ts';

/** A product's form: `productData`, `keepImages` and up to four images, the first the main one. */
export const productUpload = multipart({
  maxFiles: MAX_PRODUCT_IMAGES,
  maxFileBytes: MAX_IMAGE_BYTES,
  maxFields: 10,
  notMultipart: (w) => w.catalogue.productNotMultipart,
  fileTooLarge: (w) => w.catalogue.productImageTooLarge(MAX_IMAGE_BYTES / 1024 / 1024),
  tooManyFiles: (w) => w.catalogue.tooManyImages(MAX_PRODUCT_IMAGES),
});

/** A text field of the form as JSON, or undefined when it was not sent. */
function jsonField(
  ctx: AppContext,
  name: string,
  refusals: { notText: Words; notJson: Words },
): unknown {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const raw = Array.isArray(body[name]) ? (body[name] as unknown[])[0] : body[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.trim() === '') throw badRequest(refusals.notText);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest(refusals.notJson);
  }
}

/**
 * `productData` is a JSON text field of the form (checked with `schema`), `keepImages` an
 * optional JSON list of image URLs, and the images are every file field.
 */
export function readProductForm<S extends z.ZodType>(
  ctx: AppContext,
  schema: S,
): { input: z.output<S>; keepImages: string[] | undefined; files: UploadedFile[] } {
  const data = jsonField(ctx, 'productData', {
    notText: (w) => w.catalogue.productDataJsonText,
    notJson: (w) => w.catalogue.productDataJson,
  });
  if (data === undefined) throw badRequest((w) => w.catalogue.productDataRequired);
  const keep = jsonField(ctx, 'keepImages', {
    notText: (w) => w.catalogue.keepImagesJsonText,
    notJson: (w) => w.catalogue.keepImagesJson,
  });
  return {
    input: parseOrThrow(schema, data),
    keepImages: keep === undefined ? undefined : parseOrThrow(keepImagesSchema, keep),
    files: uploadedFilePaths(ctx).map((tempPath) => ({ tempPath })),
  };
}
