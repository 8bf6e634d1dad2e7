import Router from '@koa/router';
import { sellerLoginInputSchema } from '../../contract/seller.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { withBody } from '../../http/validate.ts';
import { sellerIsAuth, sellerLogin, sellerLogout } from './seller.handlers.ts';

export function sellerRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/seller' });
  router.post('/login', withBody(sellerLoginInputSchema, sellerLogin));
  // Not behind requireSeller: "nobody is signed in" is an answer here, not a failed request.
  router.get('/is-auth', sellerIsAuth);
  router.get('/logout', sellerLogout);
  router.post('/logout', sellerLogout);
  return router;
}
