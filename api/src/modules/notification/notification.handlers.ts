import { identify } from '../../http/auth.ts';
import type { AppContext } from '../../http/context.ts';
import { parseLastEventId } from './seller-event-stream.ts';

/**
 * The seller's live order events (Server-Sent Events). A browser resumes with the
 * Last-Event-ID header; a console that had to make a new EventSource passes `lastEventId`.
 */
export async function sellerEvents(ctx: AppContext) {
  const lastEventId =
    parseLastEventId(ctx.get('Last-Event-ID')) ??
    parseLastEventId(typeof ctx.query.lastEventId === 'string' ? ctx.query.lastEventId : undefined);
  const sellerId = ctx.state.sellerId;
  const stream = await ctx.services.sellerStreams.open(
    lastEventId,
    async () => (await identify(ctx, 'seller')) === sellerId,
  );
  // A stream is quiet for long stretches: no socket timeout, no compression buffering it.
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.compress = false;
  ctx.set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    // nginx would otherwise hold events back in its buffer.
    'X-Accel-Buffering': 'no',
  });
  ctx.status = 200;
  ctx.body = stream;
}
