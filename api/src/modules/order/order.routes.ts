import Router from '@koa/router';
import {
  orderIdInputSchema,
  orderStatusInputSchema,
  placeOrderInputSchema,
  sellerOrdersQuerySchema,
} from '../../contract/order.ts';
import { orderEditInputSchema } from '../../contract/order-edit.ts';
import { requireSeller, requireUser } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { withBody, withQuery } from '../../http/validate.ts';
import {
  cancelMyOrder,
  countWaitingOrders,
  editOrder,
  listAllOrders,
  listMyOrders,
  placeCashOnDeliveryOrder,
  placeOnlineOrder,
  retryRefund,
  setOrderStatus,
  showMyOrder,
  showMyOrderPayment,
} from './order.handlers.ts';

export function orderRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/order' });
  router.post('/cod', requireUser, withBody(placeOrderInputSchema, placeCashOnDeliveryOrder));
  router.post('/online', requireUser, withBody(placeOrderInputSchema, placeOnlineOrder));
  // The spec's path, whichever provider takes the payment.
  router.post('/stripe', requireUser, withBody(placeOrderInputSchema, placeOnlineOrder));
  router.get('/user', requireUser, listMyOrders);
  router.get('/:id/payment', requireUser, showMyOrderPayment);
  router.get('/seller', requireSeller, withQuery(sellerOrdersQuerySchema, listAllOrders));
  router.get('/seller/waiting', requireSeller, countWaitingOrders);
  router.post('/cancel', requireUser, withBody(orderIdInputSchema, cancelMyOrder));
  router.post('/status', requireSeller, withBody(orderStatusInputSchema, setOrderStatus));
  router.post('/refund', requireSeller, withBody(orderIdInputSchema, retryRefund));
  router.post('/edit', requireSeller, withBody(orderEditInputSchema, editOrder));
  // Keep last: a fixed GET path (`/user`, `/seller`, an export) registered after it would
  // be taken for an order id and answered by requireUser.
  router.get('/:id', requireUser, showMyOrder);
  return router;
}
