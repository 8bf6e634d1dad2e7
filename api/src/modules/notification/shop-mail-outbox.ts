import type { Config } from '../../config.ts';
import type { Db } from '../../db/knex.ts';
import {
  createAttemptLimiter,
  recipientQuota,
  type LimiterStore,
} from '../../lib/attempt-limiter.ts';
import type { Logger } from '../../lib/logger.ts';
import type { MailContacts } from './mail-batch.ts';
import { createMailOutbox } from './mail-outbox.ts';
import { createMailTransport, type MailSettings } from './mail-transport.ts';

export interface MailOutboxOptions {
  /** How often the mail worker looks for due messages (default 1 s). */
  pollMs?: number;
  /** The wait after n failed tries of one email (default: retry-schedule.ts). */
  retryDelay?: (failures: number) => number;
  /** The machine is busy with others' work: send in a trickle (mail-outbox.ts). */
  othersBusy?: () => boolean;
  now?: () => number;
}

/**
 * MAIL_FROM as sent: a display name of its own is the operator's choice and stays; a bare
 * address is shown under the shop's name, so every email names the shop.
 */
export function senderOf(from: string, shopName: string): MailSettings['from'] {
  const trimmed = from.trim();
  if (/\S\s*<[^<>]+>$/.test(trimmed)) return trimmed;
  return { name: shopName, address: trimmed.replace(/^<([^<>]+)>$/, '$1') };
}

/**
 * The shop's mail outbox as configured: its transport (SMTP or files), the shop its emails
 * name, the links they carry, who the seller is, and the hourly quota per shopper address
 * (counted where the other limits are: Redis, or this process).
 */
export function createShopMailOutbox(
  db: Db,
  config: Config,
  logger: Logger,
  limiterStore: LimiterStore | undefined,
  contacts: MailContacts,
  options: MailOutboxOptions = {},
) {
  return createMailOutbox({
    db,
    transport: createMailTransport(
      { ...config.mail, from: senderOf(config.mail.from, config.shop.name) },
      logger,
    ),
    logger,
    links: {
      myOrders: `${config.storefrontOrigin}/my-orders`,
      sellerOrders: `${config.sellerConsoleOrigin}/orders`,
    },
    shop: config.shop,
    sellerRecipients: config.mail.sellerNotify,
    contacts,
    shopperQuota: recipientQuota(
      createAttemptLimiter({
        name: 'mail-recipient',
        store: limiterStore,
        limit: { count: config.orderLimits.mailPerRecipientPerHour, windowSeconds: 60 * 60 },
        // Never answered to anyone: a used-up quota only holds the email back.
        refusal: (minutes) => `Too many emails to this address; next in ${minutes} min.`,
      }),
    ),
    pollMs: options.pollMs,
    retryDelay: options.retryDelay,
    othersBusy: options.othersBusy,
    now: options.now,
  });
}
