import { payloadTooLarge } from '../lib/errors.ts';
import type { AppContext } from './context.ts';

/**
 * The exact bytes of the request body, for signature checks that must see what was
 * signed (a parsed-and-reserialised body would not verify).
 */
export async function readRawBody(ctx: AppContext, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limitBytes) throw payloadTooLarge('The request is too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
