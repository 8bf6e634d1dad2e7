import { badRequest } from '../lib/errors.ts';
import type { Reply } from '../modules/idempotency/idempotency.service.ts';
import type { AppContext } from './context.ts';

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's `Idempotency-Key` header: printable ASCII, 1 to 255 characters, or absent. */
export function idempotencyKey(ctx: AppContext): string | undefined {
  const key = ctx.get('Idempotency-Key');
  if (!key) return undefined;
  if (!KEY.test(key)) {
    throw badRequest((w) => w.http.idempotencyKey);
  }
  return key;
}

/** Sends a reply, saying so when it is the stored answer to an earlier copy of the request. */
export function sendReply(ctx: AppContext, reply: Reply): void {
  if (reply.replayed) ctx.set('Idempotent-Replayed', 'true');
  ctx.status = reply.status;
  ctx.body = reply.body;
}
