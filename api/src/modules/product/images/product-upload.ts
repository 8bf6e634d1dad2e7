import type { z } from 'zod';
import {
  keepImagesSchema,
  MAX_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
} from '../../../contract/product.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { AppContext } from '../../../http/context.ts';
import { multipart, uploadedFilePaths } from '../../../http/multipart.ts';
import { parseOrThrow } from '../../../http/validate.ts';
import type { UploadedFile } from './product-images.ts';

/** A product's form: `productData`, `keepImages` and up to four images, the first the main one. */
export const productUpload = multipart({
  maxFiles: MAX_PRODUCT_IMAGES,
  maxFileBytes: MAX_IMAGE_BYTES,
  maxFields: 10,
  notMultipart: 'Send the product as multipart/form-data with productData and image files.',
  fileTooLarge: `Each image can be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
  tooManyFiles: `A product can have at most ${MAX_PRODUCT_IMAGES} images.`,
});

/** A text field of the form as JSON, or undefined when it was not sent. */
function jsonField(ctx: AppContext, name: string, label: string): unknown {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const raw = Array.isArray(body[name]) ? (body[name] as unknown[])[0] : body[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.trim() === '') throw badRequest(`${label} must be JSON text.`);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest(`${label} must be valid JSON.`);
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
  const data = jsonField(ctx, 'productData', 'Product details (productData)');
  if (data === undefined) throw badRequest('Product details (productData) are required.');
  const keep = jsonField(ctx, 'keepImages', 'The images to keep (keepImages)');
  return {
    input: parseOrThrow(schema, data),
    keepImages: keep === undefined ? undefined : parseOrThrow(keepImagesSchema, keep),
    files: uploadedFilePaths(ctx).map((tempPath) => ({ tempPath })),
  };
}
