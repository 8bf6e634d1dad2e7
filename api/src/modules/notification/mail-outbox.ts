import { raw, type QueryBuilder } from 'objection';
import type { Db } from '../../db/knex.ts';
import { newId } from '../../lib/ids.ts';
import type { Logger } from '../../lib/logger.ts';
import { loadMailBatch, type MailBatch, type MailContacts } from './mail-batch.ts';
import { MailOutboxModel } from './mail-outbox.model.ts';
import { mailsOf } from './mail-content.ts';
import type { MailLinks, MailShop } from './order-mail.ts';
import type { MailTransport } from './mail-transport.ts';
import type { RecipientQuota } from './recipient-quota.ts';
import { GIVE_UP_AFTER_MS, retryDelayMs } from './retry-schedule.ts';

export interface MailOutboxDeps {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  links: MailLinks;
  /** The shop every email names and signs with. */
  shop: MailShop;
  /** SELLER_NOTIFY_EMAIL; without it, every seller account's address. */
  sellerRecipients: readonly string[] | undefined;
  /** The shoppers' and sellers' addresses, from the modules that own them. */
  contacts: MailContacts;
  /** Shoppers' addresses are typed by anyone: each gets only so many emails an hour. */
  shopperQuota?: RecipientQuota;
  /** Looks for due messages this often (default 1 s). */
  pollMs?: number;
  /** Others keep the machine busy (lib/machine-busy.ts): one batch per BUSY_GAP_MS. */
  othersBusy?: () => boolean;
  /** The wait after n failed tries (default: retry-schedule.ts). */
  retryDelay?: (failures: number) => number;
  now?: () => number;
}

/**
 * How long a claim lasts. A process that dies while sending leaves its messages claimed;
 * after this they are due again. It is renewed while a batch is still being sent, so a
 * slow server never lets another process take (and send) the rest of a batch.
 */
const CLAIM_MS = 5 * 60 * 1000;
/** Longer than one attempt may take (mail-transport.ts): renew before less is left. */
const RENEW_WITHIN_MS = 3 * 60 * 1000;
const BATCH = 100;
/** Sent messages are marked in groups: a crash repeats at most these (same Message-ID). */
const MARK_EVERY = 25;
/**
 * Looks asked for by new orders wait this long after the last one began, so that a busy
 * shop's emails go out in batches rather than a few statements per order.
 */
const MIN_GAP_MS = 100;
/** While it is busy, batches start this far apart (at most 20 emails a second). */
export const BUSY_GAP_MS = 5_000;

/**
 * A message's retry time has come, or, while it is being sent, its claim ran out (its
 * sender died): `next_attempt_at` holds either (migration 012), and null once it is done.
 */
const dueAt = (time: number) => (q: QueryBuilder<MailOutboxModel>) =>
  q.where('nextAttemptAt', '<=', time);

class Unsendable extends Error {}

/**
 * Sends the emails that order changes wrote to `mail_outbox`, from any number of API
 * processes. A batch is claimed with one conditional update (of two processes, one changes
 * each row), composed from a few queries, sent, and marked sent in groups with the same
 * claim token. A failure waits (5 s, 15 s, then doubling up to an hour) and is tried
 * again for a day.
 */
export function createMailOutbox(deps: MailOutboxDeps) {
  const { db, transport, logger, links, shop } = deps;
  const now = deps.now ?? Date.now;
  const retryDelay = deps.retryDelay ?? retryDelayMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  /** The last batch was full: more are probably due, so the worker goes on at once. */
  let backlog = false;

  /** Claims up to a batch of due messages under one token; returns them as claimed. */
  async function claimBatch(): Promise<{
    token: string;
    until: number;
    messages: MailOutboxModel[];
  }> {
    const time = now();
    const token = newId();
    const until = time + CLAIM_MS;
    const due = await MailOutboxModel.query(db)
      .where(dueAt(time))
      .orderBy('nextAttemptAt')
      .limit(BATCH)
      .select('id');
    if (due.length === 0) return { token, until, messages: [] };
    const claimed = await MailOutboxModel.query(db)
      .whereIn(
        'id',
        due.map((m) => m.id),
      )
      .where(dueAt(time))
      .patch({
        state: 'sending',
        claimToken: token,
        claimedUntil: until,
        nextAttemptAt: until,
        attempts: raw('attempts + 1'),
      });
    if (claimed === 0) return { token, until, messages: [] };
    // By id (the primary key): the claim token has no index of its own.
    const messages = await MailOutboxModel.query(db)
      .whereIn(
        'id',
        due.map((m) => m.id),
      )
      .where('claimToken', token)
      .orderBy('createdAt');
    return { token, until, messages };
  }

  /** Keeps the claim on what is left of a batch; returns the ids still this worker's. */
  async function renew(token: string, ids: readonly string[]): Promise<Set<string>> {
    const until = now() + CLAIM_MS;
    await MailOutboxModel.query(db)
      .whereIn('id', ids)
      .where('claimToken', token)
      .patch({ claimedUntil: until, nextAttemptAt: until });
    const held = await MailOutboxModel.query(db)
      .whereIn('id', ids)
      .where('claimToken', token)
      .select('id');
    return new Set(held.map((m) => m.id));
  }

  async function markSent(token: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await MailOutboxModel.query(db).whereIn('id', ids.splice(0)).where('claimToken', token).patch({
      state: 'sent',
      sentAt: now(),
      nextAttemptAt: null,
      claimToken: null,
      claimedUntil: null,
      link: null,
    });
  }

  async function failed(message: MailOutboxModel, token: string, err: unknown) {
    const time = now();
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    const givingUp = err instanceof Unsendable || time - message.createdAt >= GIVE_UP_AFTER_MS;
    await MailOutboxModel.query(db)
      .findById(message.id)
      .where('claimToken', token)
      .patch({
        state: givingUp ? 'failed' : 'pending',
        nextAttemptAt: givingUp ? null : time + retryDelay(message.attempts),
        claimToken: null,
        claimedUntil: null,
        lastError: reason,
        link: givingUp ? null : message.link,
      });
    const facts = { mailId: message.id, kind: message.kind, orderId: message.orderId };
    if (givingUp) logger.error({ ...facts, attempts: message.attempts, reason }, 'email given up');
    else logger.warn({ ...facts, attempts: message.attempts, reason }, 'email failed; will retry');
  }

  async function dropped(message: MailOutboxModel, token: string, to: string) {
    await MailOutboxModel.query(db).findById(message.id).where('claimToken', token).patch({
      state: 'dropped',
      nextAttemptAt: null,
      claimToken: null,
      claimedUntil: null,
      link: null,
      lastError: 'Too many emails to this address this hour',
    });
    logger.warn(
      { mailId: message.id, kind: message.kind, orderId: message.orderId, to },
      'email dropped: this address had its emails for the hour',
    );
  }

  /** Sends one claimed message; 'sent', or what else became of it. */
  async function deliver(
    message: MailOutboxModel,
    token: string,
    batch: MailBatch,
  ): Promise<'sent' | 'failed' | 'dropped'> {
    const quota =
      message.audience === 'seller' && !message.recipient ? undefined : deps.shopperQuota;
    const counted: { giveBack(): Promise<void> }[] = [];
    try {
      const mails = mailsOf(message, batch, links, shop);
      if (!mails) throw new Unsendable('the order no longer exists');
      const to = mails.flatMap((mail) => mail.to);
      if (to.length === 0) throw new Unsendable('nobody to send it to');
      for (const address of to) {
        if (!quota) break;
        const taken = await quota.take(address.toLowerCase());
        if (!taken) {
          await Promise.all(counted.map((c) => c.giveBack()));
          await dropped(message, token, address);
          return 'dropped';
        }
        counted.push(taken);
      }
      // One per language: a retry after a partial failure repeats the first, same Message-ID.
      for (const mail of mails) await transport.send(mail);
      return 'sent';
    } catch (err) {
      await Promise.all(counted.map((c) => c.giveBack()));
      await failed(message, token, err);
      return 'failed';
    }
  }

  /** Sends what is due now; resolves with how many went out. */
  async function runOnce(): Promise<number> {
    const { token, until, messages } = await claimBatch();
    backlog = messages.length === BATCH;
    if (messages.length === 0) return 0;
    const batch = await loadMailBatch(messages, deps.sellerRecipients, deps.contacts);
    const sent: string[] = [];
    let total = 0;
    let claimedUntil = until;
    let ours = new Set(messages.map((m) => m.id));
    try {
      for (const [i, message] of messages.entries()) {
        if (claimedUntil - now() < RENEW_WITHIN_MS) {
          ours = await renew(
            token,
            messages.slice(i).map((m) => m.id),
          );
          claimedUntil = now() + CLAIM_MS;
        }
        if (!ours.has(message.id)) continue;
        if ((await deliver(message, token, batch)) !== 'sent') continue;
        sent.push(message.id);
        total += 1;
        if (sent.length >= MARK_EVERY) await markSent(token, sent);
      }
    } finally {
      await markSent(token, sent);
    }
    return total;
  }

  let again = false;
  let lastStart = 0;
  let waiting: NodeJS.Timeout | undefined;
  function tick() {
    // A look asked for while one runs happens right after it (it may have missed the rows).
    if (running) {
      again = true;
      return;
    }
    const busy = deps.othersBusy?.() ?? false;
    const wait = lastStart + (busy ? BUSY_GAP_MS : MIN_GAP_MS) - now();
    if (wait > 0 && (busy || !backlog)) {
      clearTimeout(waiting); // set again: the machine may be free by now
      waiting = setTimeout(() => {
        waiting = undefined;
        if (timer) tick();
      }, wait);
      return;
    }
    again = false;
    lastStart = now();
    running = runOnce()
      .catch((err: unknown) => {
        logger.warn({ err }, 'the mail outbox could not be read');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if ((again || backlog) && timer) tick();
      });
  }

  return {
    runOnce,
    start(): void {
      if (timer) return;
      timer = setInterval(tick, deps.pollMs ?? 1_000);
      timer.unref();
      tick();
    },
    /** New messages committed in this process: look now rather than at the next tick. */
    poke(): void {
      if (timer) tick();
    },
    /** Stops looking and waits for a send in progress. */
    async stop(): Promise<void> {
      clearInterval(timer);
      clearTimeout(waiting);
      timer = undefined;
      await running;
      transport.close();
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
