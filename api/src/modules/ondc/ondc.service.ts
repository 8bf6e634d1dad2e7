import type { OndcSettings } from '../../config-ondc.ts';
import type { Db } from '../../db/knex.ts';
import { createAttemptLimiter, type LimiterStore } from '../../lib/attempt-limiter.ts';
import type { Logger } from '../../lib/logger.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { ProductService } from '../product/product.service.ts';
import type { ShopService } from '../shop/shop.service.ts';
import type { CallbackTimeouts } from './callback-post.ts';
import { createOndcAnswers } from './ondc-answers.ts';
import type { CatalogueDeps } from './on-search.ts';
import { createOndcMessages } from './ondc-messages.ts';
import { createOndcOutbox } from './ondc-outbox.ts';
import { createOndcReceiver } from './ondc-receive.ts';
import { createRegistryLookup } from './registry-lookup.ts';
import { createOndcOrders, type OrderDeps } from './ondc-orders.ts';
import type { OrderChangeListener } from '../order/order.service.ts';

/** How long an unsolicited on_status is tried again while the buyer app is down. */
const STATUS_RETRY_MS = 60 * 60 * 1000;

export interface OndcOptions {
  /** How often the outbox looks for callbacks due (default 500 ms). */
  outboxPollMs?: number;
  /** The wait before a callback's next try after n failures (callback-retries.ts). */
  callbackRetryDelay?: (attempts: number) => number;
  /** How long a host is left alone after n failures in a row (callback-retries.ts). */
  hostBackoff?: (failures: number) => number;
  /** Deadlines of one callback's connection and whole attempt (callback-post.ts). */
  callbackTimeouts?: CallbackTimeouts;
}

/**
 * The shop as an ONDC seller node (docs/ondc.md): requests received and acknowledged
 * (`receiver`), callbacks sent (`outbox`, started with the API), keys from the registry.
 * The catalogue and the shop are read through their own modules' services.
 */
export function createOndcService(deps: {
  db: Db;
  settings: OndcSettings;
  logger: Logger;
  shop: Pick<ShopService, 'profile' | 'taxMode' | 'timeZone'>;
  products: Pick<ProductService, 'listCurrent' | 'page'>;
  delivery: Pick<DeliveryService, 'quote' | 'settings'>;
  placeOf: CatalogueDeps['placeOf'];
  users: OrderDeps['users'];
  orders: OrderDeps['orders'];
  lifecycle: OrderDeps['lifecycle'];
  /** Where the limits below are counted: Redis, shared by every process, when set. */
  limiterStore: LimiterStore | undefined;
  now?: () => number;
  options?: OndcOptions;
}) {
  const { db, settings, logger } = deps;
  const now = deps.now ?? Date.now;
  const messages = createOndcMessages(db, now);
  // The refusals' words are never shown: ONDC answers a NACK with its own message.
  const limiter = (name: string, limit: OndcSettings['rateLimit']) =>
    createAttemptLimiter({
      name,
      limit,
      refusal: () => 'Too many ONDC requests.',
      store: deps.limiterStore,
    });
  const lookup = createRegistryLookup({
    settings,
    logger,
    now,
    limiter: limiter('ondc-lookups', settings.lookupLimit),
  });
  const quoteDeps = {
    settings,
    shop: deps.shop,
    products: deps.products,
    delivery: deps.delivery,
    placeOf: deps.placeOf,
    now,
  };
  const orders = createOndcOrders({
    ...quoteDeps,
    users: deps.users,
    orders: deps.orders,
    lifecycle: deps.lifecycle,
    messages,
  });
  const answers = createOndcAnswers({ ...quoteDeps, orders });
  const outbox = createOndcOutbox({
    messages,
    settings,
    logger,
    build: answers.build,
    now,
    pollMs: deps.options?.outboxPollMs,
    retryDelay: deps.options?.callbackRetryDelay,
    hostBackoff: deps.options?.hostBackoff,
    timeouts: deps.options?.callbackTimeouts,
  });
  const receiver = createOndcReceiver({
    settings,
    lookup,
    messages,
    logger,
    recorded: () => outbox.poke(),
    buyerApps: limiter('ondc-buyer-apps', settings.rateLimit),
    now,
  });
  /**
   * The order module's listener: a network order the seller moved (or the buyer app
   * cancelled) owes its buyer app an on_status, one the seller edited an on_update with the
   * new quote, queued in the change's own transaction.
   */
  const onOrderChange: OrderChangeListener = async (trx, change) => {
    if (change.channel !== 'ondc') return;
    const action = { moved: 'on_status', edited: 'on_update' } as const;
    if (change.kind !== 'moved' && change.kind !== 'edited') return;
    await messages.queueNews(trx, change.orderId, action[change.kind], STATUS_RETRY_MS, () =>
      outbox.poke(),
    );
  };
  return { receiver, outbox, lookup, onOrderChange };
}

export type OndcService = ReturnType<typeof createOndcService>;
