import Router from '@koa/router';
import type { AppContext, AppExtras, AppState } from '../../http/context.ts';

type Check = 'up' | 'down';
const check = (ok: boolean): Check => (ok ? 'up' : 'down');

/** Each dependency this process uses: the database always, Redis and the bucket if set. */
async function dependencies(ctx: AppContext) {
  const { services } = ctx;
  const [database, redis, bucket] = await Promise.all([
    services.ping(),
    services.pingRedis?.(),
    services.images.ping?.(),
  ]);
  return {
    database: check(database),
    ...(redis === undefined ? {} : { redis: check(redis) }),
    ...(bucket === undefined ? {} : { bucket: check(bucket) }),
  };
}

/**
 * For load balancers and monitoring:
 * - `/api/health`: 200 when every dependency answers, 503 naming the ones that do not;
 * - `/api/health/ready`: whether to send this process traffic: 503 once it is shutting
 *   down (while it finishes what it has) or when its database is away.
 */
export function healthRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api' });
  router.get('/health', async (ctx) => {
    const checks = await dependencies(ctx);
    const down = Object.entries(checks)
      .filter(([, state]) => state === 'down')
      .map(([name]) => name);
    ctx.status = down.length === 0 ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body =
      down.length === 0
        ? { success: true, status: 'ok', ...checks }
        : {
            success: false,
            status: 'degraded',
            ...checks,
            message: `Not reachable: ${down.join(', ')}.`,
          };
  });
  router.get('/health/ready', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (ctx.services.readiness.draining) {
      ctx.status = 503;
      ctx.body = { success: false, ready: false, message: 'Shutting down.' };
      return;
    }
    const database = await ctx.services.ping();
    ctx.status = database ? 200 : 503;
    ctx.body = database
      ? { success: true, ready: true }
      : { success: false, ready: false, message: 'The database is not reachable.' };
  });
  return router;
}
