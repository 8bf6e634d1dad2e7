import { discardUnreadBody } from '../../http/error-handler.ts';
import type { AppRouterContext } from '../../http/context.ts';
import { readRawBody } from '../../http/raw-body.ts';
import { nack } from '../../contract/ondc.ts';
import { AppError, notFound } from '../../lib/errors.ts';

/**
 * ONDC requests are small (a search is a few hundred bytes, a confirm of 50 lines a few
 * KB); each action may be some times its largest honest size, no more, since what is
 * acknowledged is kept. The body is read raw because its signature is over the exact bytes.
 */
const BODY_LIMITS: Record<string, number> = {
  select: 64 * 1024,
  init: 64 * 1024,
  confirm: 128 * 1024,
  update: 128 * 1024,
};
/** search, status, track, cancel, rating, support: a context and a few ids. */
const SMALL_BODY = 16 * 1024;
export const ondcBodyLimit = (action: string): number => BODY_LIMITS[action] ?? SMALL_BODY;

/** POST /ondc/:action — acknowledged or refused at once; the answer follows as a callback. */
export async function receiveOndc(ctx: AppRouterContext) {
  const ondc = ctx.services.ondc;
  if (!ondc) throw notFound();
  let raw: Buffer;
  try {
    raw = await readRawBody(ctx, ondcBodyLimit(ctx.params.action ?? ''));
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 413) throw err;
    discardUnreadBody(ctx);
    ctx.status = 413;
    ctx.body = nack({ type: 'JSON-SCHEMA-ERROR', code: '30000', message: err.message });
    return;
  }
  const answer = await ondc.receiver.receive(ctx.params.action ?? '', raw, {
    authorization: ctx.get('Authorization') || undefined,
    gateway: ctx.get('X-Gateway-Authorization') || undefined,
    client: ctx.ip,
  });
  ctx.status = answer.status;
  if (answer.headers) ctx.set(answer.headers);
  ctx.body = answer.body;
}
