import { AppError } from '../lib/errors.ts';
import type { ApiWords } from './api-words/api-words.ts';
import { apiWordsIn } from './api-words/by-language.ts';
import type { AppContext, AppMiddleware } from './context.ts';
import { requestLanguage } from './request-language.ts';

interface HttpishError {
  status?: number;
  statusCode?: number;
  httpCode?: number;
  code?: number | string;
  type?: string;
  expose?: boolean;
  message?: string;
}

function toResponse(
  err: unknown,
  words: ApiWords,
): {
  status: number;
  message: string;
  headers: Record<string, string>;
  details?: Record<string, unknown>;
} {
  if (err instanceof AppError)
    return {
      status: err.status,
      message: err.say(words),
      headers: err.headers,
      details: err.details,
    };
  const e = (typeof err === 'object' && err !== null ? err : {}) as HttpishError;
  const status = e.status ?? e.statusCode ?? e.httpCode ?? 500;
  if (status === 413) return { status, message: words.http.tooLarge, headers: {} };
  if (e.type === 'entity.parse.failed' || (status === 400 && /JSON/i.test(e.message ?? ''))) {
    return { status: 400, message: words.http.notJson, headers: {} };
  }
  if (status >= 400 && status < 500) {
    // Koa's and its middlewares' own exposed messages are English only.
    return {
      status,
      message: e.expose && e.message ? e.message : words.http.notProcessed,
      headers: {},
    };
  }
  return { status: 500, message: words.http.serverError, headers: {} };
}

/** For answers the routers give without a body (unknown path, wrong method). */
const bodylessMessage = (status: number, words: ApiWords): string => {
  if (status === 404) return words.http.notFound;
  if (status === 405) return words.http.methodNotAllowed;
  if (status === 501) return words.http.notSupported;
  return words.http.notProcessed;
};

/** Bodies declared larger than this are not read to the end: the connection is closed. */
const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * An error answered before the request body was read to its end (a body over a limit)
 * leaves the rest of it on the connection, where it would be read as the next request.
 * A body of reasonable size is read and dropped so the keep-alive connection stays usable;
 * beyond that, the connection closes after the answer.
 */
export function discardUnreadBody(ctx: AppContext): void {
  const { req } = ctx;
  if (req.complete || req.destroyed) return;
  if (Number(ctx.get('Content-Length') || Infinity) > MAX_DRAIN_BYTES)
    ctx.set('Connection', 'close');
  req.on('error', () => undefined);
  req.resume();
}

/**
 * The one place errors become responses: `{ success: false, message }` with a real status,
 * the message in the request's language (`?lang=` or Accept-Language). Answers the routers
 * leave empty (404, 405) get the same shape. Only 5xx errors are logged with a stack.
 */
export const errorHandler: AppMiddleware = async (ctx, next) => {
  try {
    await next();
    if (ctx.status >= 400 && ctx.body == null) {
      const status = ctx.status;
      ctx.body = {
        success: false,
        message: bodylessMessage(status, apiWordsIn(requestLanguage(ctx))),
      };
      // Koa's default 404 is implicit and turns into 200 once a body is set.
      ctx.status = status;
    }
  } catch (err) {
    const { status, message, headers, details } = toResponse(err, apiWordsIn(requestLanguage(ctx)));
    if (status >= 500) ctx.log.error({ err, requestId: ctx.state.requestId }, 'request failed');
    discardUnreadBody(ctx);
    ctx.status = status;
    ctx.set(headers);
    ctx.body = { ...details, success: false, message };
  }
};
