import type { AppMiddleware } from './context.ts';

/**
 * The API serves JSON and images, never HTML of its own (except the pages that set their
 * own policy), so the policy can be as tight as it gets.
 */
export const securityHeaders =
  (options: { hsts: boolean }): AppMiddleware =>
  async (ctx, next) => {
    ctx.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-site',
      ...(options.hsts
        ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
        : {}),
    });
    await next();
  };
