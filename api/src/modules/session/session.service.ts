import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.ts';
import { singleProcessSignals, type Signals } from '../../lib/signals.ts';
import { createSessionCache } from './session-cache.ts';
import { SessionModel, type SessionKind } from './session.model.ts';

export type { SessionKind };

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS: Record<SessionKind, number> = { user: 30 * DAY, seller: 7 * DAY };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Narrows an EXISTS subquery to the live account whose id is in `idColumn`. The account's
 * owner (user, seller) builds it, so this module never names their tables.
 */
export type AccountCheck = (q: Knex.QueryBuilder, idColumn: string) => void;

/**
 * Sessions of both kinds. `accounts` says how to check each kind's account is still live;
 * a kind without a check has no valid session here (fail closed). Shoppers' answers are
 * kept for a moment (session-cache.ts); a seller's session is read on every call.
 */
export function createSessionService(
  db: Db,
  accounts: Partial<Record<SessionKind, AccountCheck>>,
  options: {
    now?: () => number;
    /** How other API processes hear that shoppers' sessions ended here, and this one theirs. */
    signals?: Signals;
    /** How long a shopper's session, once read, is taken as live (default SESSION_CACHE_MS). */
    cacheMs?: number;
  } = {},
) {
  const { now = Date.now, signals = singleProcessSignals } = options;
  const shoppers = createSessionCache(now, options.cacheMs);
  signals.subscribe('sessions', (id) => (id ? shoppers.forget(id) : shoppers.forgetAll()));
  const announce = () => void signals.publish('sessions');

  async function readLive(kind: SessionKind, id: string, accountLive: AccountCheck) {
    const account = db.queryBuilder();
    accountLive(account, 'sessions.subjectId');
    // Every signed-in request may ask this: a plain query, no model built.
    const row = (await db('sessions')
      .where('sessions.id', id)
      .where('kind', kind)
      .where('expiresAt', '>', now())
      .whereExists(account)
      .first('subjectId', 'expiresAt')) as { subjectId: string; expiresAt: unknown } | undefined;
    return row && { subjectId: row.subjectId, expiresAt: Number(row.expiresAt) };
  }

  return {
    /** Returns the secret token for the cookie; only its hash is stored. */
    async create(kind: SessionKind, subjectId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      await SessionModel.query(db).insert({
        id: hashToken(token),
        kind,
        subjectId,
        createdAt,
        expiresAt: createdAt + SESSION_TTL_MS[kind],
      });
      return token;
    },

    /**
     * The subject id of a live session of that kind whose account still exists (and, for a
     * seller, is not disabled), or undefined. One query, or none for a shopper whose session
     * was read less than SESSION_CACHE_MS ago: this runs on every signed-in request.
     */
    async subjectOf(kind: SessionKind, token: string): Promise<string | undefined> {
      const accountLive = accounts[kind];
      if (!accountLive) return undefined;
      const id = hashToken(token);
      if (kind === 'user') return shoppers.subjectOf(id, () => readLive(kind, id, accountLive));
      return (await readLive(kind, id, accountLive))?.subjectId;
    },

    /**
     * Signs those accounts out everywhere: after a password change or a disabling, a
     * cookie taken earlier must stop working.
     */
    async endSessionsOf(
      kind: SessionKind,
      subjectIds: readonly string[],
      trx: Db = db,
    ): Promise<number> {
      if (subjectIds.length === 0) return 0;
      const ended = await SessionModel.query(trx)
        .where('kind', kind)
        .whereIn('subjectId', subjectIds)
        .delete();
      if (kind === 'user') shoppers.forgetAfter(trx, announce);
      return ended;
    },

    /**
     * "Sign out everywhere else": every session of the account but the one with `keepToken`
     * (the caller's own); returns how many ended.
     */
    async endOtherSessions(
      kind: SessionKind,
      subjectId: string,
      keepToken: string,
      trx: Db = db,
    ): Promise<number> {
      const ended = await SessionModel.query(trx)
        .where('kind', kind)
        .where('subjectId', subjectId)
        .whereNot('id', hashToken(keepToken))
        .delete();
      if (kind === 'user') shoppers.forgetAfter(trx, announce);
      return ended;
    },

    async destroy(token: string): Promise<void> {
      const id = hashToken(token);
      await SessionModel.query(db).deleteById(id);
      shoppers.forget(id);
      await signals.publish('sessions', id);
      // Housekeeping rides along with logouts rather than needing a scheduler.
      await SessionModel.query(db).where('expiresAt', '<=', now()).delete();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
