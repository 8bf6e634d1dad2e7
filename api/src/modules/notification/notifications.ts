import type { Config } from '../../config.ts';
import type { Db } from '../../db/knex.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Signals } from '../../lib/signals.ts';
import type { LimiterStore } from '../../lib/attempt-limiter.ts';
import type { MailContacts } from './mail-batch.ts';
import type { MailWorker } from './mail-worker.ts';
import { createShopMailOutbox } from './shop-mail-outbox.ts';
import { createOrderNotices } from './order-notices.ts';
import { createSellerEventFeed } from './seller-event-feed.ts';
import { createSellerStreams } from './seller-event-stream.ts';

export interface NotificationOptions {
  /** How often the live feed reads new events while a seller listens (default 500 ms). */
  feedPollMs?: number;
  /** The stream's heartbeat (default 25 s). */
  heartbeatMs?: number;
  /** How often the mail worker looks for due messages (default 1 s). */
  mailPollMs?: number;
  /** The wait after n failed tries of one email (default: retry-schedule.ts). */
  mailRetryDelay?: (failures: number) => number;
  /** The mail worker's: the machine is busy with others' work (lib/machine-busy.ts). */
  mailOthersBusy?: () => boolean;
  /** The process that sends the emails, when not this one (main.ts; mail-worker.ts). */
  mailWorker?: Pick<MailWorker, 'poke'>;
  /** The shop's clock (ServiceOptions.clock; default Date.now). */
  clock?: () => number;
}

/**
 * Who hears of order changes: the seller live (a stream per console) and by email (an
 * outbox worker per process). The order module only calls
 * `onOrderChange`.
 */
export function createNotifications(
  db: Db,
  config: Config,
  logger: Logger,
  signals: Signals,
  limiterStore: LimiterStore | undefined,
  contacts: MailContacts,
  options: NotificationOptions = {},
) {
  const feed = createSellerEventFeed(db, logger, { pollMs: options.feedPollMs });
  // With Redis, another process's new events are read at once instead of at the next poll.
  signals.subscribe('seller-events', () => feed.poke());
  const mailOutbox = createShopMailOutbox(db, config, logger, limiterStore, contacts, {
    pollMs: options.mailPollMs,
    retryDelay: options.mailRetryDelay,
    othersBusy: options.mailOthersBusy,
    now: options.clock,
  });
  return {
    onOrderChange: createOrderNotices(() => {
      feed.poke();
      mailOutbox.poke();
      options.mailWorker?.poke();
      void signals.publish('seller-events');
    }),
    sellerStreams: createSellerStreams(feed, options.heartbeatMs),
    /** `main.ts` starts it (or a mail worker process runs it); tests send with `runOnce`. */
    mailOutbox,
  };
}
