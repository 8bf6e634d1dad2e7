import Router from '@koa/router';
import { cartUpdateInputSchema } from '../../contract/cart.ts';
import { requireUser } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { withBody } from '../../http/validate.ts';
import { updateCart } from './cart.handlers.ts';

export function cartRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/cart' });
  router.post('/update', requireUser, withBody(cartUpdateInputSchema, updateCart));
  return router;
}
