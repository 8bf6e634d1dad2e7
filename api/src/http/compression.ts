import type { CompressOptions } from 'koa-compress';

/**
 * Response compression: bodies over 1 KB, brotli (quality 4, koa-compress's default) when
 * the client accepts it, else gzip. Shared with the benchmark's bare handler so both
 * compress alike.
 */
export const COMPRESSION: CompressOptions = { threshold: 1024 };

declare module 'koa' {
  interface ExtendableContext {
    /** koa-compress skips a response with `compress = false` (e.g. one sent precompressed). */
    compress?: boolean;
  }
}
