import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex.ts';
import { SessionModel, type SessionKind } from './session.model.ts';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS: Record<SessionKind, number> = { user: 30 * DAY, seller: 7 * DAY };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionService(db: Db, now: () => number = Date.now) {
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
     * The subject id of a live session of that kind whose account still exists, or
     * undefined. One query: this runs on every signed-in request.
     */
    async subjectOf(kind: SessionKind, token: string): Promise<string | undefined> {
      const accounts = kind === 'user' ? 'users' : 'sellers';
      const session = await SessionModel.query(db)
        .findById(hashToken(token))
        .where('kind', kind)
        .where('expiresAt', '>', now())
        .whereExists((q) =>
          q.select(1).from(accounts).whereColumn(`${accounts}.id`, 'sessions.subjectId'),
        )
        .select('subjectId');
      return session?.subjectId;
    },

    async destroy(token: string): Promise<void> {
      await SessionModel.query(db).deleteById(hashToken(token));
      // Housekeeping rides along with logouts rather than needing a scheduler.
      await SessionModel.query(db).where('expiresAt', '<=', now()).delete();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
