import { LRUCache } from 'lru-cache';
import type { OndcSettings } from '../../config-ondc.ts';
import type { Logger } from '../../lib/logger.ts';
import { postCallback, type CallbackTimeouts } from './callback-post.ts';
import { RefusedDestination } from './callback-address.ts';
import { callbackRetryDelayMs, hostBackoffMs, MAX_ATTEMPTS } from './callback-retries.ts';
import type { OndcMessages, OutRow, OutStatus } from './ondc-messages.ts';
import { signedHeaders } from './signed-post.ts';

// Sends the callbacks (`on_search`…) that acknowledged requests owe, from any number of API
// processes, as the mail outbox sends emails: rows are claimed, the answer is built once
// and kept, then the same bytes are signed and POSTed to the buyer app; a failure is tried
// again after a wait, a few times at most (callback-retries.ts). A process that dies
// mid-send leaves its claim to lapse (CLAIM_MS), and another sends the row.
//
// Each destination (host and port) is a lane: a process sends to a host one callback at a
// time and claims nothing more for it meanwhile, and a host that fails is left alone for a
// while, so a buyer app that never answers delays only its own callbacks.

const CLAIM_MS = 30_000;
/** Callbacks in flight in one process, across all hosts. */
const PARALLEL = 8;
/** Callbacks in flight to one host from one process. */
const PER_DESTINATION = 1;
const TIMEOUTS: CallbackTimeouts = { connectMs: 2000, totalMs: 5000 };
/** How long searches, quotes and their answers that led to no order are kept. */
export const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The callback a row owes: its whole JSON (context, message, maybe error), from the
 * request it answers (or, for an unsolicited on_status, the confirm that placed its order).
 */
export type BuildAnswer = (
  action: string,
  request: string,
  row: Pick<OutRow, 'messageId' | 'replyTo' | 'orderId'>,
) => Promise<object>;

/**
 * An answer that says the buyer app will never take this callback, so it is not tried
 * again: a 4xx but for "later" (408, 425, 429), or a redirect, which is never followed.
 */
const isFinal = (status: number) =>
  status >= 300 && status < 500 && ![408, 425, 429].includes(status);

export function createOndcOutbox(deps: {
  messages: OndcMessages;
  settings: OndcSettings;
  logger: Logger;
  build: BuildAnswer;
  now?: () => number;
  pollMs?: number;
  retryDelay?: (attempts: number) => number;
  /** How long a host is left alone after n failures in a row (callback-retries.ts). */
  hostBackoff?: (failures: number) => number;
  timeouts?: CallbackTimeouts;
}) {
  const { messages, settings, logger, build } = deps;
  const now = deps.now ?? Date.now;
  const retryDelay = deps.retryDelay ?? callbackRetryDelayMs;
  const timeouts = deps.timeouts ?? TIMEOUTS;
  const hostBackoff = deps.hostBackoff ?? hostBackoffMs;
  /** Callbacks this process is sending, per destination. */
  const inFlight = new Map<string, number>();
  const flights = new Set<Promise<void>>();
  /** Failures in a row per host, as long as they last (forgotten after a quiet hour). */
  const failures = new LRUCache<string, number>({ max: 10_000, ttl: 60 * 60 * 1000 });

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
    // BECKN-006: the signature lives as long as the request's ttl.
    const headers = signedHeaders(settings, body, created, row.ttlSeconds);
    const answer = await postCallback(row.callbackUrl, headers, body, {
      connectMs: timeouts.connectMs,
      totalMs: Math.max(1, Math.min(timeouts.totalMs, row.deadlineAt - now())),
      allowLoopback: settings.callbacksToLoopback,
    });
    if (isFinal(answer.status))
      return { status: 'refused', error: `the buyer app answered ${answer.status}` };
    if (answer.status < 200 || answer.status >= 300)
      throw new Error(`the buyer app answered ${answer.status}`);
    // A NACK is an answer: the buyer app read it and said no; sending it again will not help.
    const refused = /"status"\s*:\s*"NACK"/.test(answer.text);
    return refused ? { status: 'refused', error: answer.text } : { status: 'sent' };
  }

  /** The host failed: it is left alone a while, its other callbacks with it. */
  async function backOff(destination: string): Promise<void> {
    const count = (failures.get(destination) ?? 0) + 1;
    failures.set(destination, count);
    await messages.postpone(destination, now() + hostBackoff(count));
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
      failures.delete(row.destination);
      await messages.settle(row.id, token, outcome);
      if (outcome.status === 'refused') logger.warn(facts, 'ONDC callback refused');
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      // An address the node must never call is not tried again.
      const forbidden = err instanceof RefusedDestination;
      const retryAt = now() + retryDelay(row.attempts);
      const last = forbidden || row.attempts >= MAX_ATTEMPTS || retryAt >= row.deadlineAt;
      await messages.settle(row.id, token, {
        status: forbidden ? 'failed' : last ? 'expired' : 'pending',
        retryAt: last ? undefined : retryAt,
        error,
      });
      if (!forbidden) await backOff(row.destination);
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

  /** Sends one claimed row in its lane; the lane is free again once its attempt is over. */
  function sendInLane(row: OutRow, token: string): Promise<void> {
    inFlight.set(row.destination, (inFlight.get(row.destination) ?? 0) + 1);
    const flight = deliver(row, token)
      .catch((err: unknown) => logger.warn({ err, ondcMessageId: row.id }, 'ONDC callback lost'))
      .finally(() => {
        flights.delete(flight);
        const left = (inFlight.get(row.destination) ?? 1) - 1;
        if (left > 0) inFlight.set(row.destination, left);
        else inFlight.delete(row.destination);
        if (timer) tick();
      });
    flights.add(flight);
    return flight;
  }

  /**
   * Claims what is due for the free lanes and starts sending it; resolves with how many
   * rows were claimed, and `sent` once those attempts are over (tests wait for it).
   */
  async function claimAndSend(): Promise<{ count: number; sent: Promise<unknown> }> {
    await pruneOld();
    const free = PARALLEL - flights.size;
    if (free <= 0) return { count: 0, sent: Promise.resolve() };
    const busy = [...inFlight].filter(([, n]) => n >= PER_DESTINATION).map(([host]) => host);
    const { token, rows } = await messages.claimDue(free, CLAIM_MS, {
      skip: busy,
      perDestination: PER_DESTINATION,
    });
    return { count: rows.length, sent: Promise.all(rows.map((row) => sendInLane(row, token))) };
  }

  /** Sends what is due now and waits for those attempts; resolves with how many there were. */
  async function runOnce(): Promise<number> {
    const { count, sent } = await claimAndSend();
    await sent;
    return count;
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
    running = claimAndSend()
      .then(({ count }) => {
        // Every free lane filled: there may be more due for the lanes still free.
        if (count > 0 && flights.size < PARALLEL) again = true;
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
      await Promise.all([...flights]);
    },
  };
}

export type OndcOutbox = ReturnType<typeof createOndcOutbox>;
