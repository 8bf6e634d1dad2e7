import Router from '@koa/router';
import { sellerLoginInputSchema } from '../../contract/seller.ts';
import { requireSeller } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { withBody } from '../../http/validate.ts';
import { sellerIsAuth, sellerLogin, sellerLogout } from './seller.handlers.ts';

export function sellerRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/seller' });
  router.post('/login', withBody(sellerLoginInputSchema, sellerLogin));
  router.get('/is-auth', requireSeller, sellerIsAuth);
  router.get('/logout', sellerLogout);
  router.post('/logout', sellerLogout);
  return router;
}
