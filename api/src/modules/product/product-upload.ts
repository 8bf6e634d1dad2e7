import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { koaBody } from 'koa-body';
import type { z } from 'zod';
import { MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES, productInputSchema } from '../../contract/product.ts';
import { badRequest } from '../../lib/errors.ts';
import type { AppContext, AppMiddleware } from '../../http/context.ts';
import { parseOrThrow } from '../../http/validate.ts';
import type { UploadedFile } from './product.service.ts';

interface FormidableFile {
  filepath: string;
}

/**
 * Multipart parser writing into `dir`; formidable enforces the limits while streaming.
 * Temp files are named by arrival order: formidable lists files as their writes finish,
 * which is not the order the seller chose, and the first image is the product's main one.
 */
const parseMultipartInto = (dir: string) => {
  let arrival = 0;
  return koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: {
      uploadDir: dir,
      maxFiles: MAX_PRODUCT_IMAGES,
      maxFileSize: MAX_IMAGE_BYTES,
      maxTotalFileSize: MAX_PRODUCT_IMAGES * MAX_IMAGE_BYTES,
      maxFields: 10,
      maxFieldsSize: 64 * 1024,
      allowEmptyFiles: false,
      minFileSize: 1,
      filename: () => `upload-${String((arrival += 1)).padStart(2, '0')}`,
    },
  });
};

const uploadedFiles = (ctx: AppContext): FormidableFile[] =>
  (
    Object.values(ctx.request.files ?? {}).flatMap((f) =>
      Array.isArray(f) ? f : [f],
    ) as FormidableFile[]
  ).sort((a, b) => a.filepath.localeCompare(b.filepath));
/**
 * Parses `multipart/form-data` for product uploads (only here: other routes take JSON)
 * into a folder of its own, removed afterwards whatever happened — including uploads cut
 * off by a size limit halfway through a file.
 */
export const productUpload: AppMiddleware = async (ctx, next) => {
  if (!ctx.is('multipart/form-data')) {
    throw badRequest('Send the product as multipart/form-data with productData and image files.');
  }
  const dir = await mkdtemp(join(tmpdir(), 'kirana-upload-'));
  try {
    await parseMultipartInto(dir)(ctx, async () => undefined);
    await next();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** `productData` is a JSON text field of the form; images are every file field. */
export function readProductForm(ctx: AppContext): {
  input: z.output<typeof productInputSchema>;
  files: UploadedFile[];
} {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const raw = Array.isArray(body.productData) ? body.productData[0] : body.productData;
  if (typeof raw !== 'string' || raw.trim() === '')
    throw badRequest('Product details (productData) are required.');
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw badRequest('Product details (productData) must be valid JSON.');
  }
  return {
    input: parseOrThrow(productInputSchema, data),
    files: uploadedFiles(ctx).map((f) => ({ tempPath: f.filepath })),
  };
}
