import type { QueryBuilder } from 'objection';
import type { Db } from '../../db/knex.ts';
import { newId } from '../../lib/ids.ts';
import type { Logger } from '../../lib/logger.ts';
import { OrderModel } from '../order/order.model.ts';
import { MailOutboxModel } from './mail-outbox.model.ts';
import { renderOrderMail, type MailLinks } from './order-mail.ts';
import type { MailTransport } from './mail-transport.ts';
import { GIVE_UP_AFTER_MS, retryDelayMs } from './retry-schedule.ts';

export interface MailOutboxDeps {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  links: MailLinks;
  /** SELLER_NOTIFY_EMAIL; without it, every seller account's address. */
  sellerRecipients: readonly string[] | undefined;
  /** Looks for due messages this often (default 1 s). */
  pollMs?: number;
  /** The wait after n failed tries (default: retry-schedule.ts). */
  retryDelay?: (failures: number) => number;
  now?: () => number;
}

/**
 * How long a claim lasts. A process that dies while sending leaves its messages claimed;
 * after this they are due again. Longer than any single attempt (mail-transport.ts).
 */
const CLAIM_MS = 5 * 60 * 1000;
const BATCH = 20;

/** A message's `next_attempt_at` has come, or its claim ran out (its sender died). */
const dueAt = (time: number) => (q: QueryBuilder<MailOutboxModel>) =>
  q
    .where((p) => p.where('state', 'pending').where('nextAttemptAt', '<=', time))
    .orWhere((p) => p.where('state', 'sending').where('claimedUntil', '<', time));

class Unsendable extends Error {}

/**
 * Sends the emails that order changes wrote to `mail_outbox`, from any number of API
 * processes: a message is claimed with a conditional update (of two processes, one
 * changes the row), sent, then marked sent with the same claim token. A failure waits
 * (5 s, 15 s, then doubling up to an hour) and is tried again for a day.
 */
export function createMailOutbox(deps: MailOutboxDeps) {
  const { db, transport, logger, links } = deps;
  const now = deps.now ?? Date.now;
  const retryDelay = deps.retryDelay ?? retryDelayMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** Messages due now, oldest first (not yet claimed: see `claim`). */
  async function dueNow(): Promise<MailOutboxModel[]> {
    return await MailOutboxModel.query(db)
      .where(dueAt(now()))
      .orderBy('nextAttemptAt')
      .limit(BATCH);
  }

  /**
   * Claims one message just before sending it, so a claim never waits behind other sends
   * (a slow server could otherwise outlast the claims of the rest of a batch).
   */
  async function claim(candidate: MailOutboxModel): Promise<string | undefined> {
    const time = now();
    const token = newId();
    const won = await MailOutboxModel.query(db)
      .where(dueAt(time))
      .findById(candidate.id)
      .patch({
        state: 'sending',
        claimToken: token,
        claimedUntil: time + CLAIM_MS,
        attempts: candidate.attempts + 1,
      });
    if (!won) return undefined;
    candidate.attempts += 1;
    return token;
  }

  async function recipients(message: MailOutboxModel, order: OrderModel): Promise<string[]> {
    if (message.audience === 'shopper') {
      const user = (await db('users').where('id', order.userId).first('email')) as
        { email: string } | undefined;
      return user ? [user.email] : [];
    }
    if (deps.sellerRecipients) return [...deps.sellerRecipients];
    const sellers = (await db('sellers').select('email')) as { email: string }[];
    return sellers.map((s) => s.email);
  }

  async function compose(message: MailOutboxModel) {
    const order = await OrderModel.query(db)
      .findById(message.orderId)
      .withGraphFetched('[items, address]');
    if (!order) throw new Unsendable('the order no longer exists');
    order.items?.sort((a, b) => a.position - b.position);
    const to = await recipients(message, order);
    if (to.length === 0) throw new Unsendable('nobody to send it to');
    return {
      to,
      ...renderOrderMail(message.kind, order, message.status, links),
      messageId: `<${message.id}@kirana.mail>`,
    };
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
        nextAttemptAt: givingUp ? message.nextAttemptAt : time + retryDelay(message.attempts),
        claimToken: null,
        claimedUntil: null,
        lastError: reason,
      });
    const facts = { mailId: message.id, kind: message.kind, orderId: message.orderId };
    if (givingUp) logger.error({ ...facts, attempts: message.attempts, reason }, 'email given up');
    else logger.warn({ ...facts, attempts: message.attempts, reason }, 'email failed; will retry');
  }

  async function deliver(message: MailOutboxModel, token: string) {
    try {
      await transport.send(await compose(message));
    } catch (err) {
      await failed(message, token, err);
      return false;
    }
    await MailOutboxModel.query(db)
      .findById(message.id)
      .where('claimToken', token)
      .patch({ state: 'sent', sentAt: now(), claimToken: null, claimedUntil: null });
    return true;
  }

  /** Sends what is due now; resolves with how many went out. */
  async function runOnce(): Promise<number> {
    let sent = 0;
    for (const message of await dueNow()) {
      const token = await claim(message);
      if (token && (await deliver(message, token))) sent += 1;
    }
    return sent;
  }

  let again = false;
  function tick() {
    // A look asked for while one runs happens right after it (it may have missed the rows).
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = runOnce()
      .catch((err: unknown) => {
        logger.warn({ err }, 'the mail outbox could not be read');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && timer) tick();
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
      timer = undefined;
      await running;
      transport.close();
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
