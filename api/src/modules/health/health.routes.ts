import Router from '@koa/router';
import type { AppExtras, AppState } from '../../http/context.ts';

/** For load balancers: 200 when the database answers, 503 when it does not. */
export function healthRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api' });
  router.get('/health', async (ctx) => {
    const database = await ctx.services.ping();
    ctx.status = database ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = database
      ? { success: true, status: 'ok', database: 'up' }
      : {
          success: false,
          status: 'degraded',
          database: 'down',
          message: 'The database is not reachable.',
        };
  });
  return router;
}
