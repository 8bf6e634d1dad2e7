import Router from '@koa/router';
import { requireSeller } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { sellerEvents } from './notification.handlers.ts';

export function notificationRoutes() {
  const router = new Router<AppState, AppExtras>();
  router.get('/api/seller/events', requireSeller, sellerEvents);
  return router;
}
