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

/**
 * One line per request: method, path (no query string), status, time. Headers, cookies and
 * bodies are deliberately left out so passwords and session tokens never reach the logs.
 * It never throws: a failed log line must not turn an answer into a 500.
 */
export const requestLogger: AppMiddleware = async (ctx, next) => {
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
      if (ctx.status === 413) ctx.log.warn(line, 'request body too large');
      else ctx.log.info(line, 'request');
    } catch {
      // Logging is best effort.
    }
  }
};
