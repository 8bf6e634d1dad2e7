import { createHash, randomBytes } from 'node:crypto';
import { RESET_LINK_MINUTES, RESET_PASSWORD_PATH } from '../../contract/password.ts';
import { ORIGINAL_LANGUAGE, type Language } from '../../contract/languages.ts';
import type { Db } from '../../db/knex.ts';
import { badRequest } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Logger } from '../../lib/logger.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { SessionKind, SessionService } from '../session/session.service.ts';
import type { AccountsByKind } from './password-accounts.ts';
import { PasswordResetModel } from './password-reset.model.ts';

export const RESET_LINK_MS = RESET_LINK_MINUTES * 60 * 1000;
/** Live links per account: a newer request retires the oldest beyond these. */
export const LIVE_LINKS_PER_ACCOUNT = 3;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Puts the email into the outbox in the caller's transaction (the notification module). */
export type QueueResetMail = (
  trx: Db,
  mail: { audience: 'shopper' | 'seller'; to: string; link: string; lang: Language },
  at: number,
) => Promise<void>;

export interface PasswordResetDeps {
  db: Db;
  accounts: AccountsByKind;
  sessions: SessionService;
  passwords: PasswordHasher;
  queueMail: QueueResetMail;
  /** Where each kind's reset page is: the storefront's or the console's origin. */
  origins: Record<SessionKind, string>;
  logger: Logger;
  now?: (() => number) | undefined;
}

/**
 * Forgotten passwords (`password_resets`): a link of 32 random bytes, kept only as its
 * SHA-256 hash, used once within 30 minutes. Asking answers the same, at once, whether or
 * not the account exists: the lookup and the writes happen after the answer is sent.
 */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, accounts, sessions, passwords, logger } = deps;
  const now = deps.now ?? Date.now;
  const inFlight = new Set<Promise<void>>();

  /** The account's new link and its email, in one transaction under the account's lock. */
  async function issue(
    kind: SessionKind,
    email: string,
    token: string,
    lang: Language,
  ): Promise<void> {
    const accountId = await accounts[kind].idOfEmail(email);
    if (!accountId) return;
    const at = now();
    const link = `${deps.origins[kind]}${RESET_PASSWORD_PATH}?${new URLSearchParams({ token })}`;
    await db.transaction(async (trx) => {
      // The lock makes the count below exact when requests for one account race.
      await accounts[kind].lock(accountId, trx);
      // Read, then delete by id: on MySQL a range delete takes gap locks, and two
      // accounts' clean-ups then deadlock on each other's inserts (a link never issued).
      const mine = await PasswordResetModel.query(trx)
        .where({ accountKind: kind, accountId })
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .select('id', 'usedAt', 'expiresAt');
      const live = mine.filter((r) => r.usedAt === null && r.expiresAt > at);
      const gone = new Set([
        ...mine.filter((r) => !live.includes(r)).map((r) => r.id),
        ...live.slice(LIVE_LINKS_PER_ACCOUNT - 1).map((r) => r.id),
      ]);
      if (gone.size > 0)
        await PasswordResetModel.query(trx)
          .whereIn('id', [...gone])
          .delete();
      await PasswordResetModel.query(trx).insert({
        id: newId(),
        accountKind: kind,
        accountId,
        tokenHash: hashToken(token),
        expiresAt: at + RESET_LINK_MS,
        usedAt: null,
        createdAt: at,
      });
      const audience = kind === 'user' ? 'shopper' : 'seller';
      await deps.queueMail(trx, { audience, to: email, link, lang }, at);
    });
  }

  return {
    /**
     * Issues a link for the account with this email, if there is one, once `answered`
     * settles (the response has gone): the answer's time cannot tell whether the email has
     * an account, as nothing about the account is read or written before it. The email is
     * written in `lang`, the language of the request that asked.
     */
    forgot(
      kind: SessionKind,
      email: string,
      answered: Promise<unknown>,
      lang: Language = ORIGINAL_LANGUAGE,
    ): void {
      const token = randomBytes(32).toString('base64url');
      const work = answered
        .then(() => issue(kind, email, token, lang))
        .catch((err: unknown) => logger.error({ err, kind }, 'password reset link not issued'))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    },

    /** Links being issued have been written (tests; a shutdown). */
    async settled(): Promise<void> {
      await Promise.all([...inFlight]);
    },

    /**
     * Sets the password and uses the link up, once: of two requests with one token,
     * exactly one changes anything. Every session of the account ends, and its other links.
     */
    async reset(kind: SessionKind, token: string, password: string): Promise<void> {
      const tokenHash = hashToken(token);
      // Unused, unexpired, this kind's: a seller's token never resets a shopper's password.
      const live = (trx: Db) =>
        PasswordResetModel.query(trx)
          .where({ tokenHash, accountKind: kind })
          .whereNull('usedAt')
          .where('expiresAt', '>', now());
      const found = await live(db).first();
      if (!found) throw badRequest((w) => w.account.resetLinkInvalid);
      const passwordHash = await passwords.hash(password);
      await db.transaction(async (trx) => {
        const used = await live(trx).patch({ usedAt: now() });
        if (used === 0) throw badRequest((w) => w.account.resetLinkInvalid);
        const { accountId } = found;
        if ((await accounts[kind].setPasswordHash(accountId, passwordHash, trx)) === 0)
          throw badRequest((w) => w.account.resetLinkInvalid);
        await PasswordResetModel.query(trx)
          .where({ accountKind: kind, accountId })
          .whereNull('usedAt')
          .patch({ usedAt: now() });
        await sessions.endSessionsOf(kind, [accountId], trx);
      });
    },

    /** After a password change: links asked for earlier stop working. */
    async retireLinksOf(kind: SessionKind, accountId: string, trx: Db): Promise<void> {
      await PasswordResetModel.query(trx)
        .where({ accountKind: kind, accountId })
        .whereNull('usedAt')
        .patch({ usedAt: now() });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
