import Router from '@koa/router';
import { shopInputSchema } from '../../contract/shop.ts';
import { requireSeller } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { withBody } from '../../http/validate.ts';
import { showShop, updateShop } from './shop.handlers.ts';

export function shopRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api' });
  router.get('/shop', showShop);
  router.post('/shop', requireSeller, withBody(shopInputSchema, updateShop));
  return router;
}
