import Router from '@koa/router';
import { dayRangeQuerySchema } from '../../contract/summary.ts';
import { requireSeller } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { withQuery } from '../../http/validate.ts';
import { exportOrders, showSummary } from './report.handlers.ts';

/**
 * The seller's day. Mounted before the order routes (app.ts): `/api/order/export` would
 * otherwise be read as the order id `export`.
 */
export function reportRoutes() {
  const router = new Router<AppState, AppExtras>();
  router.get('/api/seller/summary', requireSeller, withQuery(dayRangeQuerySchema, showSummary));
  router.get('/api/order/export', requireSeller, withQuery(dayRangeQuerySchema, exportOrders));
  return router;
}
