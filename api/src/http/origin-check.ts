import { forbidden } from '../lib/errors.ts';
import type { AppMiddleware } from './context.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a browser always sends `Origin` on cross-origin
 * writes, so a write whose Origin is present but not one of ours is refused.
 */
export const originCheck =
  (allowedOrigins: readonly string[]): AppMiddleware =>
  async (ctx, next) => {
    const origin = ctx.get('Origin');
    if (!SAFE_METHODS.has(ctx.method) && origin && !allowedOrigins.includes(origin)) {
      throw forbidden((w) => w.http.otherSite);
    }
    await next();
  };
