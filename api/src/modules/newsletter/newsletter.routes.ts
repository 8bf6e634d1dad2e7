import Router from '@koa/router';
import { subscribeInputSchema, unsubscribeQuerySchema } from '../../contract/newsletter.ts';
import { requireSeller } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { parseOrThrow, withBody, withQuery } from '../../http/validate.ts';
import { exportSubscribers, subscribe, unsubscribe } from './newsletter.handlers.ts';

export function newsletterRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/newsletter' });
  router.post('/subscribe', withBody(subscribeInputSchema, subscribe));
  // GET for a link followed by hand, POST for mail clients' one-click unsubscribe (RFC
  // 8058), which sends the link's own query; a body's token is taken too.
  router.get('/unsubscribe', withQuery(unsubscribeQuerySchema, unsubscribe));
  router.post('/unsubscribe', (ctx) =>
    unsubscribe(
      ctx,
      parseOrThrow(unsubscribeQuerySchema, {
        ...(ctx.request.body as object | undefined),
        ...ctx.query,
      }),
    ),
  );
  router.get('/export', requireSeller, exportSubscribers);
  return router;
}
