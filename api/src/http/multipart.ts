import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { koaBody } from 'koa-body';
import { AppError, badRequest, type Words } from '../lib/errors.ts';
import type { AppContext, AppMiddleware } from './context.ts';

export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxFields: number;
  /** Why the request is refused when it is not multipart. */
  notMultipart: Words;
  /** Refusals in the words of the route: a file too large (413), too many files (400). */
  fileTooLarge: Words;
  tooManyFiles: Words;
}

// formidable's numeric error codes for the limits set below.
const FORMIDABLE_FILE_TOO_LARGE = new Set([1009, 1016]);
const FORMIDABLE_TOO_MANY_FILES = 1015;
const FORMIDABLE_EMPTY_FILE = 1010;
const FORMIDABLE_FIELDS_TOO_LARGE = 1006;
const FORMIDABLE_TOO_MANY_FIELDS = 1007;

function refusal(err: unknown, limits: MultipartLimits): unknown {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'number') return err;
  if (FORMIDABLE_FILE_TOO_LARGE.has(code)) return new AppError(413, limits.fileTooLarge);
  if (code === FORMIDABLE_TOO_MANY_FILES) return badRequest(limits.tooManyFiles);
  if (code === FORMIDABLE_EMPTY_FILE) return badRequest((w) => w.http.emptyFile);
  if (code === FORMIDABLE_FIELDS_TOO_LARGE) return new AppError(413, (w) => w.http.fieldsTooLarge);
  if (code === FORMIDABLE_TOO_MANY_FIELDS) return badRequest((w) => w.http.tooManyFields);
  return err;
}

/**
 * Parses `multipart/form-data` (only on the routes that take files; others take JSON) into
 * a folder of its own, removed afterwards whatever happened, including uploads cut off by a
 * limit halfway through a file. formidable enforces the limits while streaming. Temp files
 * are named by arrival order: formidable lists files as their writes finish, which is not
 * the order the sender chose.
 */
export const multipart =
  (limits: MultipartLimits): AppMiddleware =>
  async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) throw badRequest(limits.notMultipart);
    const dir = await mkdtemp(join(tmpdir(), 'kirana-upload-'));
    let arrival = 0;
    try {
      const parse = koaBody({
        multipart: true,
        json: false,
        urlencoded: false,
        text: false,
        formidable: {
          uploadDir: dir,
          maxFiles: limits.maxFiles,
          maxFileSize: limits.maxFileBytes,
          maxTotalFileSize: limits.maxFiles * limits.maxFileBytes,
          maxFields: limits.maxFields,
          maxFieldsSize: 64 * 1024,
          allowEmptyFiles: false,
          minFileSize: 1,
          filename: () => `upload-${String((arrival += 1)).padStart(2, '0')}`,
        },
      });
      try {
        await parse(ctx, async () => undefined);
      } catch (err) {
        throw refusal(err, limits);
      }
      await next();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

/** Uploaded files' temp paths, in the order they were sent. */
export const uploadedFilePaths = (ctx: AppContext): string[] =>
  (
    Object.values(ctx.request.files ?? {}).flatMap((f) => (Array.isArray(f) ? f : [f])) as {
      filepath: string;
    }[]
  )
    .map((f) => f.filepath)
    .sort((a, b) => a.localeCompare(b));
