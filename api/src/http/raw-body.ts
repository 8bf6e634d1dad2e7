import getRawBody from 'raw-body';
import { payloadTooLarge } from '../lib/errors.ts';
import type { AppContext } from './context.ts';

/**
 * The exact bytes of the request body, for signature checks that must see what was
 * signed (a parsed-and-reserialised body would not verify). Over the limit it is a 413;
 * the stream is left intact so the error handler can drain it and keep the connection.
 */
export async function readRawBody(ctx: AppContext, limitBytes: number): Promise<Buffer> {
  try {
    return await getRawBody(ctx.req, {
      limit: limitBytes,
      length: ctx.get('Content-Length') || undefined,
    });
  } catch (err) {
    if ((err as { type?: string }).type === 'entity.too.large')
      throw payloadTooLarge((w) => w.http.tooLarge);
    throw err;
  }
}
