import type { z } from 'zod';
import type { sellerLoginInputSchema } from '../../contract/seller.ts';
import { CUSTOMER_IS_NOT_SELLER, identify, NOT_SIGNED_IN } from '../../http/auth.ts';
import type { AppContext } from '../../http/context.ts';
import {
  clearSessionCookie,
  readSessionToken,
  setSessionCookie,
} from '../../http/session-cookies.ts';
import { unauthorized } from '../../lib/errors.ts';

export async function sellerLogin(ctx: AppContext, input: z.output<typeof sellerLoginInputSchema>) {
  const attempt = await ctx.services.throttles.login.take({
    kind: 'seller',
    email: input.email,
    address: ctx.ip,
  });
  const sellerId = await ctx.services.sellers.authenticate(input);
  if (!sellerId) throw unauthorized('Invalid email or password.');
  await attempt.giveBack();
  setSessionCookie(ctx, 'seller', await ctx.services.sessions.create('seller', sellerId));
  ctx.body = { success: true, message: 'Logged In' };
}

/** 200 either way, as for the customer's check: `success: false` means signed out. */
export async function sellerIsAuth(ctx: AppContext) {
  if (await identify(ctx, 'seller')) {
    ctx.body = { success: true };
    return;
  }
  const customerOnly = Boolean(await identify(ctx, 'user'));
  ctx.body = { success: false, message: customerOnly ? CUSTOMER_IS_NOT_SELLER : NOT_SIGNED_IN };
}

export async function sellerLogout(ctx: AppContext) {
  const token = readSessionToken(ctx, 'seller');
  if (token) await ctx.services.sessions.destroy(token);
  clearSessionCookie(ctx, 'seller');
  ctx.body = { success: true, message: 'Logged Out' };
}
