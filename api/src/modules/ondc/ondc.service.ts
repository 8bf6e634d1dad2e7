import type { OndcSettings } from '../../config-ondc.ts';
import type { Db } from '../../db/knex.ts';
import type { Logger } from '../../lib/logger.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { ProductService } from '../product/product.service.ts';
import type { ShopService } from '../shop/shop.service.ts';
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
  /** The wait before a callback's next try after n failures (ondc-outbox.ts). */
  callbackRetryDelay?: (attempts: number) => number;
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
  now?: () => number;
  options?: OndcOptions;
}) {
  const { db, settings, logger } = deps;
  const now = deps.now ?? Date.now;
  const messages = createOndcMessages(db, now);
  const lookup = createRegistryLookup({ settings, logger, now });
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
  });
  const receiver = createOndcReceiver({
    settings,
    lookup,
    messages,
    logger,
    recorded: () => outbox.poke(),
    now,
  });
  /**
   * The order module's listener: a network order the seller moved (or the buyer app
   * cancelled) owes its buyer app an on_status, queued in the change's own transaction.
   */
  const onOrderChange: OrderChangeListener = async (trx, change) => {
    if (change.channel !== 'ondc' || change.kind !== 'moved') return;
    await messages.queueStatus(trx, change.orderId, STATUS_RETRY_MS, () => outbox.poke());
  };
  return { receiver, outbox, lookup, onOrderChange };
}

export type OndcService = ReturnType<typeof createOndcService>;
