import { forbidden, unauthorized, type Words } from '../lib/errors.ts';
import type { SessionKind } from '../modules/session/session.model.ts';
import type { AppContext, AppMiddleware } from './context.ts';
import { readSessionToken } from './session-cookies.ts';

/** The signed-in subject of that kind, checked against the sessions table. */
export async function identify(ctx: AppContext, kind: SessionKind): Promise<string | undefined> {
  const token = readSessionToken(ctx, kind);
  return token ? ctx.services.sessions.subjectOf(kind, token) : undefined;
}

/** Customer calls: 401 when nobody is signed in, 403 when only the seller is. */
export const requireUserWith =
  (signedOutMessage: Words): AppMiddleware =>
  async (ctx, next) => {
    const userId = await identify(ctx, 'user');
    if (!userId) {
      if (await identify(ctx, 'seller')) {
        throw forbidden((w) => w.http.sellerCannotShop);
      }
      throw unauthorized(signedOutMessage);
    }
    ctx.state.userId = userId;
    await next();
  };

export const requireUser = requireUserWith((w) => w.http.signIn);

/** Seller calls: 401 when nobody is signed in, 403 for a signed-in customer. */
export const requireSeller: AppMiddleware = async (ctx, next) => {
  const sellerId = await identify(ctx, 'seller');
  if (!sellerId) {
    if (await identify(ctx, 'user')) throw forbidden((w) => w.http.onlySeller);
    throw unauthorized((w) => w.http.signInAsSeller);
  }
  ctx.state.sellerId = sellerId;
  await next();
};

/** The customer that `requireUser` let through; the route wiring guarantees it is set. */
export function signedInUserId(ctx: AppContext): string {
  if (!ctx.state.userId) throw unauthorized();
  return ctx.state.userId;
}
