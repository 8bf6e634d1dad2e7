import Router from '@koa/router';
import { placeOrderInputSchema } from '../../contract/order.ts';
import { requireSeller, requireUser } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { withBody } from '../../http/validate.ts';
import {
  listAllOrders,
  listMyOrders,
  placeCashOnDeliveryOrder,
  placeOnlineOrder,
} from './order.handlers.ts';

export function orderRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/order' });
  router.post('/cod', requireUser, withBody(placeOrderInputSchema, placeCashOnDeliveryOrder));
  router.post('/stripe', requireUser, withBody(placeOrderInputSchema, placeOnlineOrder));
  router.get('/user', requireUser, listMyOrders);
  router.get('/seller', requireSeller, listAllOrders);
  return router;
}
