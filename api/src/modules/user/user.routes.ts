import Router from '@koa/router';
import { loginInputSchema, registerInputSchema } from '../../contract/user.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { withBody } from '../../http/validate.ts';
import { isAuth, login, logout, register } from './user.handlers.ts';

export function userRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/user' });
  router.post('/register', withBody(registerInputSchema, register));
  router.post('/login', withBody(loginInputSchema, login));
  // Not behind requireUser: a visitor is an answer here, not a failed request.
  router.get('/is-auth', isAuth);
  // The spec logs out with GET; POST is accepted too for clients that prefer it.
  router.get('/logout', logout);
  router.post('/logout', logout);
  return router;
}
