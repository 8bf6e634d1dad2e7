import { randomUUID } from 'node:crypto';
import type { AppContext, AppMiddleware } from './context.ts';

/** `ctx.ip` reads the socket, which is gone if the client hung up first. */
function clientIp(ctx: AppContext): string | undefined {
  try {
    return ctx.ip || undefined;
  } catch {
    return undefined;
  }
}

/** A request slower than this is logged whatever the level of routine request lines. */
export const SLOW_REQUEST_MS = 500;

export interface RequestLoggerOptions {
  /**
   * The level of a routine request's line: `info` in production (one JSON line per
   * request), `debug` in development, where a line per request would scroll the start-up
   * banner (with the demo seller's sign-in) off the screen; `LOG_LEVEL=debug` shows them.
   */
  routineLevel: 'info' | 'debug';
  slowMs?: number;
}

/**
 * One line per request: method, path (no query string), status, time. Headers, cookies and
 * bodies are deliberately left out so passwords and session tokens never reach the logs.
 * Server errors, bodies too large and slow requests are always logged (warn). It never throws: a
 * failed log line must not turn an answer into a 500.
 */
export function requestLogger({
  routineLevel,
  slowMs = SLOW_REQUEST_MS,
}: RequestLoggerOptions): AppMiddleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    ctx.state.requestId = randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      try {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const line = {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(ms * 10) / 10,
          ip: clientIp(ctx),
        };
        // A 5xx's error itself is logged by error-handler.ts; its request line stays visible.
        if (ctx.status >= 500) ctx.log.warn(line, 'server error');
        else if (ctx.status === 413) ctx.log.warn(line, 'request body too large');
        else if (ms > slowMs) ctx.log.warn(line, 'slow request');
        else ctx.log[routineLevel](line, 'request');
      } catch {
        // Logging is best effort.
      }
    }
  };
}
