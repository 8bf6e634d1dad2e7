import { AppError } from '../lib/errors.ts';
import type { AppMiddleware } from './context.ts';

// formidable's numeric error codes for the upload limits we set.
const FORMIDABLE_MESSAGES: Record<number, [number, string]> = {
  1009: [413, 'The images are too large together. Each image can be at most 5 MB.'],
  1016: [413, 'Each image can be at most 5 MB.'],
  1015: [400, 'A product can have at most 4 images.'],
  1010: [400, 'An uploaded image file is empty.'],
  1006: [413, 'The form fields are too large.'],
  1007: [400, 'The form has too many fields.'],
};

interface HttpishError {
  status?: number;
  statusCode?: number;
  httpCode?: number;
  code?: number | string;
  type?: string;
  expose?: boolean;
  message?: string;
}

function toResponse(err: unknown): {
  status: number;
  message: string;
  headers: Record<string, string>;
} {
  if (err instanceof AppError)
    return { status: err.status, message: err.message, headers: err.headers };
  const e = (typeof err === 'object' && err !== null ? err : {}) as HttpishError;
  const formidable = typeof e.code === 'number' ? FORMIDABLE_MESSAGES[e.code] : undefined;
  if (formidable) return { status: formidable[0], message: formidable[1], headers: {} };
  const status = e.status ?? e.statusCode ?? e.httpCode ?? 500;
  if (status === 413) return { status, message: 'The request is too large.', headers: {} };
  if (e.type === 'entity.parse.failed' || (status === 400 && /JSON/i.test(e.message ?? ''))) {
    return { status: 400, message: 'The request body is not valid JSON.', headers: {} };
  }
  if (status >= 400 && status < 500) {
    return {
      status,
      message: e.expose && e.message ? e.message : 'The request could not be processed.',
      headers: {},
    };
  }
  return {
    status: 500,
    message: 'Something went wrong on our side. Please try again.',
    headers: {},
  };
}

/**
 * The one place errors become responses: `{ success: false, message }` with a real status.
 * Unknown routes answer 404 in the same shape. Only 5xx errors are logged with a stack.
 */
export const errorHandler: AppMiddleware = async (ctx, next) => {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = { success: false, message: 'Not found.' };
    }
  } catch (err) {
    const { status, message, headers } = toResponse(err);
    if (status >= 500) ctx.log.error({ err, requestId: ctx.state.requestId }, 'request failed');
    ctx.status = status;
    ctx.set(headers);
    ctx.body = { success: false, message };
  }
};
