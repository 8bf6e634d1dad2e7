import pLimit from 'p-limit';
import type { OndcSettings } from '../../config-ondc.ts';
import type { Logger } from '../../lib/logger.ts';
import type { OndcMessages, OutRow, OutStatus } from './ondc-messages.ts';
import { signedPost } from './signed-post.ts';

// Sends the callbacks (`on_search`…) that acknowledged requests owe, from any number of API
// processes, as the mail outbox sends emails: rows are claimed, the answer is built once
// and kept, then the same bytes are signed and POSTed to the buyer app; a failure is tried
// again after a short wait until the request's ttl runs out. A process that dies mid-send
// leaves its claim to lapse (CLAIM_MS), and another sends the row.

const CLAIM_MS = 30_000;
const BATCH = 20;
const PARALLEL = 4;
const ATTEMPT_TIMEOUT_MS = 5000;
/** How long searches, quotes and their answers that led to no order are kept. */
export const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** 0.5 s, 1 s, 2 s… up to 8 s: a buyer app that is down briefly gets its answer in its ttl. */
export const callbackRetryDelayMs = (attempts: number): number =>
  Math.min(8000, 500 * 2 ** Math.max(0, attempts - 1));

/**
 * The callback a row owes: its whole JSON (context, message, maybe error), from the
 * request it answers (or, for an unsolicited on_status, the confirm that placed its order).
 */
export type BuildAnswer = (
  action: string,
  request: string,
  row: Pick<OutRow, 'messageId' | 'replyTo' | 'orderId'>,
) => Promise<object>;

export function createOndcOutbox(deps: {
  messages: OndcMessages;
  settings: OndcSettings;
  logger: Logger;
  build: BuildAnswer;
  now?: () => number;
  pollMs?: number;
  retryDelay?: (attempts: number) => number;
}) {
  const { messages, settings, logger, build } = deps;
  const now = deps.now ?? Date.now;
  const retryDelay = deps.retryDelay ?? callbackRetryDelayMs;
  const limit = pLimit(PARALLEL);

  async function bodyOf(row: OutRow, token: string): Promise<string> {
    if (row.body !== null) return row.body;
    const request = row.replyTo ? await messages.requestBody(row.replyTo) : undefined;
    if (request === undefined) throw new Error('the request it answers is gone');
    const body = JSON.stringify(await build(row.action.replace(/^on_/, ''), request, row));
    await messages.saveBody(row.id, token, body);
    return body;
  }

  /** One POST of the signed bytes; the row's new status, or why it should be tried again. */
  async function post(row: OutRow, body: string): Promise<{ status: OutStatus; error?: string }> {
    const created = Math.floor(now() / 1000);
    const response = await signedPost(settings, {
      url: row.callbackUrl,
      body,
      created,
      // BECKN-006: the signature lives as long as the request's ttl.
      lifeSeconds: row.ttlSeconds,
      timeoutMs: Math.max(1, Math.min(ATTEMPT_TIMEOUT_MS, row.deadlineAt - now())),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`the buyer app answered ${response.status}`);
    // A NACK is an answer: the buyer app read it and said no; sending it again will not help.
    const refused = /"status"\s*:\s*"NACK"/.test(text);
    return refused ? { status: 'refused', error: text } : { status: 'sent' };
  }

  async function deliver(row: OutRow, token: string): Promise<void> {
    const facts = { ondcMessageId: row.id, action: row.action, bapId: row.counterparty };
    if (now() >= row.deadlineAt) {
      await messages.settle(row.id, token, { status: 'expired', error: 'ttl passed' });
      logger.warn(facts, 'ONDC callback given up: the request’s ttl passed');
      return;
    }
    let body: string;
    try {
      body = await bodyOf(row, token);
    } catch (err) {
      logger.error({ ...facts, err }, 'ONDC answer could not be built');
      await messages.settle(row.id, token, { status: 'failed', error: String(err) });
      return;
    }
    try {
      const outcome = await post(row, body);
      await messages.settle(row.id, token, outcome);
      if (outcome.status === 'refused') logger.warn(facts, 'ONDC callback refused (NACK)');
    } catch (err) {
      const retryAt = now() + retryDelay(row.attempts);
      const error = err instanceof Error ? err.message : String(err);
      const expired = retryAt >= row.deadlineAt;
      await messages.settle(row.id, token, {
        status: expired ? 'expired' : 'pending',
        retryAt: expired ? undefined : retryAt,
        error,
      });
      logger.warn({ ...facts, attempts: row.attempts, error }, 'ONDC callback failed');
    }
  }

  let prunedAt = 0;
  /** At most hourly: the talk of transactions without an order goes after KEEP_MS. */
  async function pruneOld(): Promise<void> {
    if (now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now();
    const removed = await messages.prune(prunedAt - KEEP_MS);
    if (removed > 0) logger.info({ removed }, 'old ONDC messages without an order removed');
  }

  /** Sends what is due now; resolves with how many rows were looked at. */
  async function runOnce(): Promise<number> {
    await pruneOld();
    const { token, rows } = await messages.claimDue(BATCH, CLAIM_MS);
    await Promise.all(rows.map((row) => limit(() => deliver(row, token))));
    return rows.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  function tick(): void {
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = runOnce()
      .then((count) => {
        if (count === BATCH) again = true;
      })
      .catch((err: unknown) => logger.warn({ err }, 'the ONDC outbox could not be read'))
      .finally(() => {
        running = undefined;
        if (again && timer) tick();
      });
  }

  return {
    runOnce,
    start(): void {
      if (timer) return;
      timer = setInterval(tick, deps.pollMs ?? 500);
      timer.unref();
      tick();
    },
    /** A request was just acknowledged here: look now rather than at the next tick. */
    poke(): void {
      if (timer) tick();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type OndcOutbox = ReturnType<typeof createOndcOutbox>;
