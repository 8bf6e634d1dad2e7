import { forbidden, unauthorized } from '../lib/errors.ts';
import type { SessionKind } from '../modules/session/session.model.ts';
import type { AppContext, AppMiddleware } from './context.ts';
import { readSessionToken } from './session-cookies.ts';

/** The signed-in subject of that kind, checked against the sessions table. */
export async function identify(ctx: AppContext, kind: SessionKind): Promise<string | undefined> {
  const token = readSessionToken(ctx, kind);
  return token ? ctx.services.sessions.subjectOf(kind, token) : undefined;
}

/** The session checks' answer when nobody of that kind is signed in. */
export const NOT_SIGNED_IN = 'Not signed in.';
export const SELLER_CANNOT_SHOP = 'The seller account cannot shop. Please sign in as a customer.';
export const CUSTOMER_IS_NOT_SELLER = 'Only the seller can do that.';

/** Customer calls: 401 when nobody is signed in, 403 when only the seller is. */
export const requireUserWith =
  (signedOutMessage: string): AppMiddleware =>
  async (ctx, next) => {
    const userId = await identify(ctx, 'user');
    if (!userId) {
      if (await identify(ctx, 'seller')) {
        throw forbidden(SELLER_CANNOT_SHOP);
      }
      throw unauthorized(signedOutMessage);
    }
    ctx.state.userId = userId;
    await next();
  };

export const requireUser = requireUserWith('Please sign in to continue.');

/** Seller calls: 401 when nobody is signed in, 403 for a signed-in customer. */
export const requireSeller: AppMiddleware = async (ctx, next) => {
  const sellerId = await identify(ctx, 'seller');
  if (!sellerId) {
    if (await identify(ctx, 'user')) throw forbidden(CUSTOMER_IS_NOT_SELLER);
    throw unauthorized('Please sign in as the seller to continue.');
  }
  ctx.state.sellerId = sellerId;
  await next();
};

/** The customer that `requireUser` let through; the route wiring guarantees it is set. */
export function signedInUserId(ctx: AppContext): string {
  if (!ctx.state.userId) throw unauthorized('Please sign in to continue.');
  return ctx.state.userId;
}
