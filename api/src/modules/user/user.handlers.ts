import type { z } from 'zod';
import type { loginInputSchema, registerInputSchema } from '../../contract/user.ts';
import { wordsOf } from '../../http/api-words/by-language.ts';
import { identify } from '../../http/auth.ts';
import type { AppContext } from '../../http/context.ts';
import {
  clearSessionCookie,
  readSessionToken,
  setSessionCookie,
} from '../../http/session-cookies.ts';
import { unauthorized } from '../../lib/errors.ts';

export async function register(ctx: AppContext, input: z.output<typeof registerInputSchema>) {
  // Every sign-up counts, answered or refused: hashing is costly and a 409 tells whether
  // an email has an account, so neither may be had without limit.
  await ctx.services.throttles.register.take([`ip:${ctx.ip}`]);
  const user = await ctx.services.users.register(input);
  setSessionCookie(ctx, 'user', await ctx.services.sessions.create('user', user._id));
  ctx.status = 201;
  ctx.body = { success: true, message: wordsOf(ctx).account.accountCreated, user };
}

export async function login(ctx: AppContext, input: z.output<typeof loginInputSchema>) {
  const attempt = await ctx.services.throttles.login.take({
    kind: 'user',
    email: input.email,
    address: ctx.ip,
  });
  const user = await ctx.services.users.authenticate(input);
  if (!user) throw unauthorized((w) => w.account.wrongEmailOrPassword);
  await attempt.giveBack();
  setSessionCookie(ctx, 'user', await ctx.services.sessions.create('user', user._id));
  ctx.body = { success: true, message: wordsOf(ctx).account.loggedIn, user };
}

/**
 * 200 either way: the storefront asks on every page load, and a 401 for each visitor would
 * put a failed request in every visitor's browser console. `success: false` means signed out.
 */
export async function isAuth(ctx: AppContext) {
  const userId = await identify(ctx, 'user');
  if (userId) {
    ctx.body = { success: true, user: await ctx.services.users.get(userId) };
    return;
  }
  const sellerOnly = Boolean(await identify(ctx, 'seller'));
  const { http } = wordsOf(ctx);
  ctx.body = { success: false, message: sellerOnly ? http.sellerCannotShop : http.notSignedIn };
}

export async function logout(ctx: AppContext) {
  const token = readSessionToken(ctx, 'user');
  if (token) await ctx.services.sessions.destroy(token);
  clearSessionCookie(ctx, 'user');
  ctx.body = { success: true, message: wordsOf(ctx).account.loggedOut };
}
