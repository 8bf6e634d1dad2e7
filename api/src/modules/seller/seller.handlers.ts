import type { z } from 'zod';
import type {
  SellerLanguageResponse,
  sellerLanguageInputSchema,
  sellerLoginInputSchema,
} from '../../contract/seller.ts';
import { wordsOf } from '../../http/api-words/by-language.ts';
import { identify } from '../../http/auth.ts';
import type { AppContext } from '../../http/context.ts';
import { namesLanguage, requestLanguage } from '../../http/request-language.ts';
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
  if (!sellerId) throw unauthorized((w) => w.account.wrongEmailOrPassword);
  await attempt.giveBack();
  if (namesLanguage(ctx)) await ctx.services.sellers.setLanguage(sellerId, requestLanguage(ctx));
  setSessionCookie(ctx, 'seller', await ctx.services.sessions.create('seller', sellerId));
  ctx.body = { success: true, message: wordsOf(ctx).account.sellerLoggedIn };
}

/** 200 either way, as for the customer's check: `success: false` means signed out. */
export async function sellerIsAuth(ctx: AppContext) {
  if (await identify(ctx, 'seller')) {
    ctx.body = { success: true };
    return;
  }
  const customerOnly = Boolean(await identify(ctx, 'user'));
  const { http } = wordsOf(ctx);
  ctx.body = { success: false, message: customerOnly ? http.onlySeller : http.notSignedIn };
}

export async function sellerLogout(ctx: AppContext) {
  const token = readSessionToken(ctx, 'seller');
  if (token) await ctx.services.sessions.destroy(token);
  clearSessionCookie(ctx, 'seller');
  ctx.body = { success: true, message: wordsOf(ctx).account.loggedOut };
}

/** The console's language: the seller's emails (new orders) are written in it. */
export async function sellerLanguage(
  ctx: AppContext,
  input: z.output<typeof sellerLanguageInputSchema>,
) {
  if (!ctx.state.sellerId) throw unauthorized();
  await ctx.services.sellers.setLanguage(ctx.state.sellerId, input.lang);
  const body: SellerLanguageResponse = { success: true, lang: input.lang };
  ctx.body = body;
}
