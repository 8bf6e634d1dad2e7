import type { Db } from '../../db/knex.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import type { LoginLimiter } from '../../lib/login-limiter.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { SessionKind, SessionService } from '../session/session.service.ts';
import type { AccountsByKind } from './password-accounts.ts';
import type { PasswordResetService } from './password-reset.service.ts';

/** Who asks, from which session and address: the session is the one that stays. */
export interface SignedIn {
  kind: SessionKind;
  accountId: string;
  sessionToken: string;
  address: string;
}

/** A signed-in shopper's or seller's own password, and their other sessions. */
export function createPasswordChangeService(deps: {
  db: Db;
  accounts: AccountsByKind;
  sessions: SessionService;
  passwords: PasswordHasher;
  resets: PasswordResetService;
  /** The sign-in's throttle: guessing the current password here is a sign-in attempt. */
  login: LoginLimiter;
}) {
  const { db, accounts, sessions, passwords } = deps;
  return {
    /** Checks the current password, sets the new one, ends the account's other sessions. */
    async change(who: SignedIn, currentPassword: string, password: string): Promise<number> {
      const account = await accounts[who.kind].passwordOf(who.accountId);
      if (!account) throw unauthorized();
      const attempt = await deps.login.take({
        kind: who.kind,
        email: account.email,
        address: who.address,
      });
      if (!(await passwords.verify(currentPassword, account.passwordHash)))
        throw badRequest((w) => w.account.wrongCurrentPassword);
      await attempt.giveBack();
      const passwordHash = await passwords.hash(password);
      return db.transaction(async (trx) => {
        await accounts[who.kind].setPasswordHash(who.accountId, passwordHash, trx);
        await deps.resets.retireLinksOf(who.kind, who.accountId, trx);
        return sessions.endOtherSessions(who.kind, who.accountId, who.sessionToken, trx);
      });
    },

    /** "Sign out everywhere else": returns how many sessions ended. */
    endOthers: (who: SignedIn): Promise<number> =>
      sessions.endOtherSessions(who.kind, who.accountId, who.sessionToken),
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
