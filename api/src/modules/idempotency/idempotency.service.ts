import { createHash } from 'node:crypto';
import type { Db } from '../../db/knex.ts';
import { conflict } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { IdempotencyKeyModel } from './idempotency-key.model.ts';

/** What a request answered, kept so a repeat of it answers the same. */
export interface Reply {
  status: number;
  body: Record<string, unknown>;
  replayed?: boolean;
}

/**
 * Called by the work inside its own transaction, after it has locked the customer row:
 * records the key there, so the key and what the work writes commit (or vanish) together.
 */
export type Claim = (trx: Db) => Promise<void>;

export interface IdempotentRequest {
  userId: string;
  /** The client's `Idempotency-Key`; without one the work simply runs. */
  key: string | undefined;
  /** Which call: the same key on another route is another request. */
  scope: string;
  input: unknown;
}

/** Keys are remembered a day, as Stripe does; older ones may be used again. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 15_000;

class KeyTaken extends Error {}

const hashOf = (scope: string, input: unknown) =>
  createHash('sha256').update(scope).update('\n').update(JSON.stringify(input)).digest('hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const differentRequest = () => conflict((w) => w.http.idempotencyKeyReused);

export function createIdempotencyService(db: Db, now: () => number = Date.now) {
  /** The first request's reply; undefined if its key was released (it failed). */
  async function replyOf(userId: string, key: string, hash: string): Promise<Reply | undefined> {
    const deadline = now() + WAIT_LIMIT_MS;
    for (;;) {
      const row = await IdempotencyKeyModel.query(db).findById([userId, key]);
      if (!row) return undefined;
      if (row.requestHash !== hash) throw differentRequest();
      if (row.responseStatus !== null && row.responseBody !== null) {
        const body = JSON.parse(row.responseBody) as Record<string, unknown>;
        return { status: row.responseStatus, body, replayed: true };
      }
      if (now() > deadline) {
        throw conflict((w) => w.http.idempotencyKeyBusy);
      }
      await sleep(WAIT_STEP_MS);
    }
  }

  return {
    /**
     * Runs `work` once per customer and key. A repeat with the same body answers the first
     * reply (waiting for it if the first is still running); another body is a 409. A failed
     * first attempt releases the key, so retrying it is safe.
     */
    async once(request: IdempotentRequest, work: (claim: Claim) => Promise<Reply>): Promise<Reply> {
      const { userId, key } = request;
      if (!key) return work(async () => undefined);
      const hash = hashOf(request.scope, request.input);
      for (let round = 0; round < 3; round += 1) {
        const claimId = newId();
        const claim: Claim = async (trx) => {
          await IdempotencyKeyModel.query(trx)
            .where('userId', userId)
            .where('createdAt', '<', now() - IDEMPOTENCY_TTL_MS)
            .delete();
          const existing = await IdempotencyKeyModel.query(trx).findById([userId, key]);
          if (existing) throw existing.requestHash === hash ? new KeyTaken() : differentRequest();
          await IdempotencyKeyModel.query(trx).insert({
            userId,
            idempotencyKey: key,
            requestHash: hash,
            claimId,
            responseStatus: null,
            responseBody: null,
            createdAt: now(),
          });
        };
        try {
          const reply = await work(claim);
          await IdempotencyKeyModel.query(db)
            .findById([userId, key])
            .where('claimId', claimId)
            .patch({
              responseStatus: reply.status,
              responseBody: JSON.stringify(reply.body),
            });
          return reply;
        } catch (err) {
          if (err instanceof KeyTaken) {
            const reply = await replyOf(userId, key, hash);
            if (reply) return reply;
            continue;
          }
          // Committed, then failed (the payment page could not be made): let a retry run.
          // A claim rolled back with its transaction is already gone.
          await IdempotencyKeyModel.query(db)
            .findById([userId, key])
            .where('claimId', claimId)
            .delete();
          throw err;
        }
      }
      throw conflict((w) => w.http.notCompleted);
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
