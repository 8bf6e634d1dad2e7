import { randomUUID } from 'node:crypto';
import type { AppMiddleware } from './context.ts';

/**
 * One line per request: method, path (no query string), status, time. Headers, cookies and
 * bodies are deliberately left out so passwords and session tokens never reach the logs.
 */
export const requestLogger: AppMiddleware = async (ctx, next) => {
  const started = process.hrtime.bigint();
  ctx.state.requestId = randomUUID();
  ctx.set('X-Request-Id', ctx.state.requestId);
  try {
    await next();
  } finally {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    ctx.log.info(
      {
        requestId: ctx.state.requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(ms * 10) / 10,
        ip: ctx.ip,
      },
      'request',
    );
  }
};
