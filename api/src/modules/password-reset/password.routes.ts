import Router from '@koa/router';
import {
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  resetPasswordInputSchema,
} from '../../contract/password.ts';
import { requireSeller, requireUser } from '../../http/auth.ts';
import type { AppExtras, AppMiddleware, AppState } from '../../http/context.ts';
import { withBody } from '../../http/validate.ts';
import type { SessionKind } from '../session/session.service.ts';
import {
  changePassword,
  endOtherSessions,
  forgotPassword,
  resetPassword,
} from './password.handlers.ts';

const PREFIX: Record<SessionKind, string> = { user: '/api/user', seller: '/api/seller' };
const SIGNED_IN: Record<SessionKind, AppMiddleware> = { user: requireUser, seller: requireSeller };

/** The same four calls for shoppers (/api/user/…) and the seller (/api/seller/…). */
export function passwordRoutes(kind: SessionKind) {
  const router = new Router<AppState, AppExtras>({ prefix: PREFIX[kind] });
  router.post('/password/forgot', withBody(forgotPasswordInputSchema, forgotPassword(kind)));
  router.post('/password/reset', withBody(resetPasswordInputSchema, resetPassword(kind)));
  router.post(
    '/password/change',
    SIGNED_IN[kind],
    withBody(changePasswordInputSchema, changePassword(kind)),
  );
  router.post('/sessions/end-others', SIGNED_IN[kind], endOtherSessions(kind));
  return router;
}
