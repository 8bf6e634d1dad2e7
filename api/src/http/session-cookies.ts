import type { SessionKind } from '../modules/session/session.model.ts';
import { SESSION_TTL_MS } from '../modules/session/session.service.ts';
import type { AppContext } from './context.ts';

/** Separate cookies, so a shopper and the seller can be signed in in one browser. */
export const SESSION_COOKIE: Record<SessionKind, string> = {
  user: 'kirana_session',
  seller: 'kirana_seller_session',
};

function cookieOptions(ctx: AppContext, kind: SessionKind) {
  const { secure, sameSite } = ctx.config.cookie;
  // Behind a TLS-terminating proxy Koa may see plain http; the configured flag wins.
  if (secure) ctx.cookies.secure = true;
  return {
    httpOnly: true,
    signed: true,
    secure,
    sameSite,
    path: '/',
    maxAge: SESSION_TTL_MS[kind],
    overwrite: true,
  };
}

export function readSessionToken(ctx: AppContext, kind: SessionKind): string | undefined {
  return ctx.cookies.get(SESSION_COOKIE[kind], { signed: true }) || undefined;
}

export function setSessionCookie(ctx: AppContext, kind: SessionKind, token: string): void {
  ctx.cookies.set(SESSION_COOKIE[kind], token, cookieOptions(ctx, kind));
}

export function clearSessionCookie(ctx: AppContext, kind: SessionKind): void {
  ctx.cookies.set(SESSION_COOKIE[kind], null, {
    ...cookieOptions(ctx, kind),
    maxAge: undefined,
    expires: new Date(0),
  });
}
