import Router from '@koa/router';
import { sellerLanguageInputSchema, sellerLoginInputSchema } from '../../contract/seller.ts';
import { requireSeller } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { withBody } from '../../http/validate.ts';
import { sellerIsAuth, sellerLanguage, sellerLogin, sellerLogout } from './seller.handlers.ts';

export function sellerRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/seller' });
  router.post('/login', withBody(sellerLoginInputSchema, sellerLogin));
  // Not behind requireSeller: "nobody is signed in" is an answer here, not a failed request.
  router.get('/is-auth', sellerIsAuth);
  router.get('/logout', sellerLogout);
  router.post('/logout', sellerLogout);
  router.post('/language', requireSeller, withBody(sellerLanguageInputSchema, sellerLanguage));
  return router;
}
