import type { SellerOrderEvent } from '../../contract/seller-events.ts';
import type { Db } from '../../db/knex.ts';
import type { Logger } from '../../lib/logger.ts';
import { SellerEventModel } from './seller-event.model.ts';

export interface FedEvent {
  id: number;
  event: SellerOrderEvent;
}

type Listener = (event: FedEvent) => void;

export interface FeedOptions {
  /** How often to look for new rows while a seller is connected (default 500 ms). */
  pollMs?: number;
  /**
   * How long a missing id is waited for before it is taken as rolled back (default 5 s).
   * Ids are handed out when a row is inserted, not when its transaction commits, so a
   * later id can become visible first; events go out in id order so that the last id a
   * console received is a safe place to resume from.
   */
  gapWaitMs?: number;
}

const BATCH = 200;

const toFed = (row: SellerEventModel): FedEvent => ({
  id: Number(row.id),
  event: { orderId: row.orderId, number: row.number, status: row.status, kind: row.kind },
});

/**
 * One reader of `seller_events` per API process, shared by every connected console. Rows
 * written by any process on the same database arrive within one poll; the reader only
 * runs while someone listens.
 */
export function createSellerEventFeed(db: Db, logger: Logger, options: FeedOptions = {}) {
  const pollMs = options.pollMs ?? 500;
  const gapWaitMs = options.gapWaitMs ?? 5_000;
  const listeners = new Set<Listener>();
  /** Every event up to here has gone out (or was given up as rolled back). */
  let delivered = 0;
  let gapSince: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;
  let polling = false;
  let pollAgain = false;

  async function latestId(): Promise<number> {
    const row = (await db('seller_events').max('id as id').first()) as { id: unknown } | undefined;
    return Number(row?.id ?? 0);
  }

  async function poll() {
    if (listeners.size === 0) return;
    // A look asked for while one runs happens right after it (it may have missed the rows).
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    pollAgain = false;
    try {
      const rows = await SellerEventModel.query(db)
        .where('id', '>', delivered)
        .orderBy('id')
        .limit(BATCH);
      for (const row of rows.map(toFed)) {
        if (row.id !== delivered + 1) {
          gapSince ??= Date.now();
          if (Date.now() - gapSince < gapWaitMs) break;
          logger.debug({ from: delivered + 1, to: row.id - 1 }, 'seller event ids skipped');
        }
        gapSince = undefined;
        delivered = row.id;
        for (const listener of listeners) listener(row);
      }
    } catch (err) {
      logger.warn({ err }, 'could not read the seller events');
    } finally {
      polling = false;
      if (pollAgain) void poll();
    }
  }

  function stop() {
    clearInterval(timer);
    timer = undefined;
    starting = undefined;
  }

  /** Starts reading after the newest row, unless it already runs. */
  function start(): Promise<void> {
    starting ??= latestId().then((id) => {
      delivered = id;
      gapSince = undefined;
      timer = setInterval(() => void poll(), pollMs);
      timer.unref();
    });
    return starting;
  }

  return {
    /**
     * Calls `listener` with every event after the returned `resumeAfter`, in order; events up
     * to it are for the caller to read with `since` (a reconnecting console's catch-up).
     */
    async subscribe(listener: Listener): Promise<{ resumeAfter: number; unsubscribe(): void }> {
      listeners.add(listener);
      try {
        await start();
      } catch (err) {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
        throw err;
      }
      return {
        resumeAfter: delivered,
        unsubscribe() {
          listeners.delete(listener);
          if (listeners.size === 0) stop();
        },
      };
    },

    /** The events after `after` and up to `upTo`, oldest first, read a batch at a time. */
    async *since(after: number, upTo: number): AsyncGenerator<FedEvent> {
      let from = after;
      while (from < upTo) {
        const rows = await SellerEventModel.query(db)
          .where('id', '>', from)
          .where('id', '<=', upTo)
          .orderBy('id')
          .limit(BATCH);
        if (rows.length === 0) return;
        for (const row of rows) {
          const event = toFed(row);
          from = event.id;
          yield event;
        }
      }
    },

    /** Looks now rather than at the next tick (after a change committed in this process). */
    poke(): void {
      if (timer) void poll();
    },
  };
}

export type SellerEventFeed = ReturnType<typeof createSellerEventFeed>;
