import type { Knex } from 'knex';
import type { Db } from '../../db/knex.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { randomUUID } from 'node:crypto';
import { newId } from '../../lib/ids.ts';
import { ANSWER_WINDOW_MS, destinationOf } from './callback-retries.ts';
import { DEFAULT_TTL_SECONDS } from './ondc-context.ts';
import { pruneMessages } from './ondc-message-prune.ts';

// The `ondc_messages` table (migration 027), owned by this module: requests received and
// callbacks to send. See the migration for what each column means.

export type OutStatus = 'pending' | 'sending' | 'sent' | 'refused' | 'expired' | 'failed';

export interface OutRow {
  id: string;
  action: string;
  counterparty: string;
  transactionId: string;
  messageId: string;
  replyTo: string | null;
  orderId: string | null;
  body: string | null;
  status: OutStatus;
  attempts: number;
  callbackUrl: string;
  destination: string;
  ttlSeconds: number;
  deadlineAt: number;
  createdAt: number;
}

export interface ReceivedRequest {
  action: string;
  bapId: string;
  bapUri: string;
  transactionId: string;
  messageId: string;
  raw: string;
  ttlSeconds: number;
  deadlineAt: number;
}

const trimmed = (text: string, max: number) => text.slice(0, max);

export function createOndcMessages(db: Db, now: () => number) {
  return {
    /**
     * Records a request and the callback it owes, in one transaction; false when this buyer
     * app already sent this message id (the unique key refuses the second, whoever wins).
     */
    async receive(request: ReceivedRequest): Promise<{ replyId: string } | undefined> {
      const time = now();
      const inId = newId();
      const replyId = newId();
      const callbackUrl = `${request.bapUri.replace(/\/+$/, '')}/on_${request.action}`;
      try {
        await db.transaction(async (trx) => {
          await trx('ondc_messages').insert({
            id: inId,
            direction: 'in',
            action: request.action,
            counterparty: request.bapId,
            transactionId: request.transactionId,
            messageId: request.messageId,
            body: request.raw,
            status: 'acked',
            attempts: 0,
            createdAt: time,
            updatedAt: time,
          });
          await trx('ondc_messages').insert({
            id: replyId,
            direction: 'out',
            action: `on_${request.action}`,
            counterparty: request.bapId,
            transactionId: request.transactionId,
            messageId: request.messageId,
            replyTo: inId,
            body: null,
            status: 'pending',
            attempts: 0,
            callbackUrl,
            destination: destinationOf(callbackUrl),
            ttlSeconds: request.ttlSeconds,
            deadlineAt: Math.min(request.deadlineAt, time + ANSWER_WINDOW_MS),
            nextAttemptAt: time,
            createdAt: time,
            updatedAt: time,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) return undefined;
        throw err;
      }
      return { replyId };
    },

    /** In the order's transaction: this confirm (its `in` row) placed that order. */
    async linkOrder(trx: Db, inId: string, orderId: string): Promise<void> {
      await trx('ondc_messages').where({ id: inId, direction: 'in' }).update({ orderId });
    },

    /** The raw confirm that placed an order (the first, when the buyer app sent it again). */
    async confirmOf(orderId: string): Promise<string | undefined> {
      const row = (await db('ondc_messages')
        .where({ orderId, direction: 'in', action: 'confirm' })
        .orderBy('createdAt')
        .first('body')) as { body: string | null } | undefined;
      return row?.body ?? undefined;
    },

    /**
     * In an order change's transaction: an unsolicited on_status (it moved) or on_update (the
     * seller changed its lines) to the buyer app whose confirm placed the order, due at once
     * (its body is built when sent, from the order as it then stands). False when no confirm
     * placed it.
     */
    async queueNews(
      trx: Db,
      orderId: string,
      action: 'on_status' | 'on_update',
      deadlineMs: number,
      /** Runs once the change has committed (the outbox then looks at once). */
      committed: () => void,
    ): Promise<boolean> {
      const confirm = (await trx('ondc_messages')
        .where({ orderId, direction: 'in', action: 'confirm' })
        .orderBy('createdAt')
        .first('id', 'counterparty', 'transactionId', 'body')) as
        { id: string; counterparty: string; transactionId: string; body: string } | undefined;
      if (!confirm) return false;
      const context = (JSON.parse(confirm.body) as { context: { bap_uri: string } }).context;
      const callbackUrl = `${context.bap_uri.replace(/\/+$/, '')}/${action}`;
      const time = now();
      await trx('ondc_messages').insert({
        id: newId(),
        direction: 'out',
        action,
        counterparty: confirm.counterparty,
        transactionId: confirm.transactionId,
        messageId: randomUUID(),
        replyTo: confirm.id,
        orderId,
        body: null,
        status: 'pending',
        attempts: 0,
        callbackUrl,
        destination: destinationOf(callbackUrl),
        ttlSeconds: DEFAULT_TTL_SECONDS,
        deadlineAt: time + deadlineMs,
        nextAttemptAt: time,
        createdAt: time,
        updatedAt: time,
      });
      // Sent once committed: the outbox reads committed rows only.
      (trx as Knex.Transaction).executionPromise?.then(committed, () => undefined);
      return true;
    },

    /** The raw body of the request an `out` row answers. */
    async requestBody(inId: string): Promise<string | undefined> {
      const row = (await db('ondc_messages').where({ id: inId }).first('body')) as
        { body: string | null } | undefined;
      return row?.body ?? undefined;
    },

    /**
     * Claims up to `limit` due callbacks for `claimMs` under one token (one conditional
     * UPDATE: of two processes, one takes each row) and returns them: at most
     * `perDestination` for any one host, none for the hosts in `skip` (this process is
     * waiting for them already), oldest first.
     */
    async claimDue(
      limit: number,
      claimMs: number,
      lanes: { skip: readonly string[]; perDestination: number },
    ): Promise<{ token: string; rows: OutRow[] }> {
      const time = now();
      const token = newId();
      const due = (await db('ondc_messages')
        .where('nextAttemptAt', '<=', time)
        .modify((q) => {
          if (lanes.skip.length > 0)
            void q.where((w) => w.whereNotIn('destination', lanes.skip).orWhereNull('destination'));
        })
        .orderBy('nextAttemptAt')
        .limit(limit * 4)
        .select('id', 'destination')) as { id: string; destination: string | null }[];
      const taken = new Map<string, number>();
      const ids: string[] = [];
      for (const row of due) {
        const lane = row.destination ?? '';
        const count = taken.get(lane) ?? 0;
        if (count >= lanes.perDestination || ids.length >= limit) continue;
        taken.set(lane, count + 1);
        ids.push(row.id);
      }
      if (ids.length === 0) return { token, rows: [] };
      await db('ondc_messages')
        .whereIn('id', ids)
        .where('nextAttemptAt', '<=', time)
        .update({
          status: 'sending',
          claimToken: token,
          nextAttemptAt: time + claimMs,
          attempts: db.raw('attempts + 1'),
          updatedAt: time,
        });
      const rows = (await db('ondc_messages')
        .whereIn('id', ids)
        .where('claimToken', token)
        .orderBy('createdAt')
        .select(
          'id',
          'action',
          'counterparty',
          'transactionId',
          'messageId',
          'replyTo',
          'orderId',
          'body',
          'status',
          'attempts',
          'callbackUrl',
          'destination',
          'ttlSeconds',
          'deadlineAt',
          'createdAt',
        )) as OutRow[];
      return {
        token,
        rows: rows.map((row) => ({
          ...row,
          destination: row.destination ?? '',
          attempts: Number(row.attempts),
          ttlSeconds: Number(row.ttlSeconds),
          deadlineAt: Number(row.deadlineAt),
          createdAt: Number(row.createdAt),
        })),
      };
    },

    /**
     * A host failed: its callbacks still due before `until` wait until then, in every
     * process (a claimed one is settled by its own attempt).
     */
    async postpone(destination: string, until: number): Promise<void> {
      await db('ondc_messages')
        .where({ destination, status: 'pending' })
        .where('nextAttemptAt', '<', until)
        .update({ nextAttemptAt: until, updatedAt: now() });
    },

    /** Forgets old talk no dispute needs (ondc-message-prune.ts). */
    prune: (before: number, slice = 500): Promise<number> => pruneMessages(db, before, slice),

    /** Keeps the answer built for a claimed row: every attempt sends these bytes. */
    async saveBody(id: string, token: string, body: string): Promise<void> {
      await db('ondc_messages').where({ id, claimToken: token }).update({ body, updatedAt: now() });
    },

    /** The row's attempt is over: done (sent, refused, expired, failed) or due again at `retryAt`. */
    async settle(
      id: string,
      token: string,
      outcome: { status: OutStatus; retryAt?: number; error?: string },
    ): Promise<void> {
      const time = now();
      await db('ondc_messages')
        .where({ id, claimToken: token })
        .update({
          status: outcome.status,
          nextAttemptAt: outcome.retryAt ?? null,
          claimToken: null,
          lastError: outcome.error ? trimmed(outcome.error, 500) : null,
          sentAt: outcome.status === 'sent' || outcome.status === 'refused' ? time : null,
          updatedAt: time,
        });
    },
  };
}

export type OndcMessages = ReturnType<typeof createOndcMessages>;
