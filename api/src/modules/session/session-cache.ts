import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/knex.ts';

/**
 * How long a shopper's session, once read, is taken as still live without asking the
 * database again. Reading it was a third of the API's work per order (issue 25, defect 9);
 * a shopper's page asks several calls at once, and a busy shop's orders each ask again.
 * What it costs: a session ended by another API process (a sign-out or password change
 * there) still works here for at most this long, or until that process's signal arrives
 * through Redis (lib/signals.ts). This process forgets at once.
 */
export const SESSION_CACHE_MS = 1_000;
/** Enough for every shopper of a busy hour; the least recently used go first. */
const MAX_ENTRIES = 10_000;

interface Live {
  subjectId: string;
  expiresAt: number;
}

export function createSessionCache(now: () => number, ttlMs = SESSION_CACHE_MS) {
  const entries = new LRUCache<string, { subjectId: string; until: number }>({
    max: MAX_ENTRIES,
  });
  // Bumped by every forgetting: a read that began before one must not store what it read,
  // as the row it saw may be the one just ended.
  let generation = 0;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };

  return {
    /** The session's subject, from a read less than `ttlMs` ago or from `read()`. */
    async subjectOf(key: string, read: () => Promise<Live | undefined>) {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.subjectId;
      const began = generation;
      const live = await read();
      if (live && began === generation) {
        entries.set(key, {
          subjectId: live.subjectId,
          until: Math.min(now() + ttlMs, live.expiresAt),
        });
      }
      return live?.subjectId;
    },

    /**
     * Sessions were ended through `trx`: forget every answer now and, when `trx` is a
     * transaction, again once it has ended (until then other reads still see the rows);
     * `ended` runs after that.
     */
    forgetAfter(trx: Db, ended: () => void): void {
      forgetAll();
      const finished = (trx as Knex.Transaction).executionPromise;
      if (!finished) return ended();
      const after = () => {
        forgetAll();
        ended();
      };
      finished.then(after, after);
    },

    /** Sessions ended elsewhere (another API process). */
    forgetAll,

    /** One session ended (a sign-out). */
    forget(key: string): void {
      generation += 1;
      entries.delete(key);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
