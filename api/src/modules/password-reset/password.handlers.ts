import type { z } from 'zod';
import type {
  PasswordAnswer,
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  resetPasswordInputSchema,
} from '../../contract/password.ts';
import { wordsOf } from '../../http/api-words/by-language.ts';
import type { AppContext } from '../../http/context.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { readSessionToken } from '../../http/session-cookies.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { SessionKind } from '../session/session.service.ts';
import type { SignedIn } from './password-change.service.ts';

type Handler<S extends z.ZodType> = (ctx: AppContext, input: z.output<S>) => Promise<void>;

function answer(ctx: AppContext, body: PasswordAnswer) {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

/** The signed-in account and its session; requireUser / requireSeller ran first. */
function signedIn(ctx: AppContext, kind: SessionKind): SignedIn {
  const accountId = kind === 'user' ? ctx.state.userId : ctx.state.sellerId;
  const sessionToken = readSessionToken(ctx, kind);
  if (!accountId || !sessionToken) throw unauthorized();
  return { kind, accountId, sessionToken, address: ctx.ip };
}

export const forgotPassword =
  (kind: SessionKind): Handler<typeof forgotPasswordInputSchema> =>
  async (ctx, { email }) => {
    await ctx.services.throttles.passwordReset.forgot(kind, email, ctx.ip);
    // After the response has gone: its timing must not depend on the account existing.
    const answered = new Promise((resolve) => ctx.res.once('close', resolve));
    ctx.services.passwordResets.forgot(kind, email, answered, requestLanguage(ctx));
    answer(ctx, { success: true, message: wordsOf(ctx).account.forgotPasswordSent });
  };

export const resetPassword =
  (kind: SessionKind): Handler<typeof resetPasswordInputSchema> =>
  async (ctx, { token, password }) => {
    await ctx.services.throttles.passwordReset.reset(kind, ctx.ip);
    await ctx.services.passwordResets.reset(kind, token, password);
    answer(ctx, { success: true, message: wordsOf(ctx).account.passwordChangedLogIn });
  };

export const changePassword =
  (kind: SessionKind): Handler<typeof changePasswordInputSchema> =>
  async (ctx, { currentPassword, password }) => {
    const who = signedIn(ctx, kind);
    const ended = await ctx.services.passwordChanges.change(who, currentPassword, password);
    answer(ctx, { success: true, message: wordsOf(ctx).account.passwordChanged, ended });
  };

export const endOtherSessions = (kind: SessionKind) => async (ctx: AppContext) => {
  const ended = await ctx.services.passwordChanges.endOthers(signedIn(ctx, kind));
  answer(ctx, { success: true, message: wordsOf(ctx).account.signedOutOthers(ended), ended });
};
