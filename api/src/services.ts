import type { Config } from './config.ts';
import { createDb, isMysql, poolSize, type Db } from './db/knex.ts';
import { createThrottles } from './throttles.ts';
import { createAccountServices } from './account-services.ts';
import { createPasswordHasher } from './lib/password.ts';
import { createAddressService } from './modules/address/address.service.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.ts';
import { createImageProcessor, type ImageProcessor } from './images/image-processor.ts';
import { createImageStore } from './images/image-store.ts';
import { createS3ImageStore } from './images/s3-image-store.ts';
import { createPriceListService } from './modules/product/price-list/price-list.service.ts';
import { createCategoryService } from './modules/product/category.service.ts';
import { createSearchAnswers } from './modules/product/search-answers.ts';
import { createSearchSynonymService } from './modules/product/search-synonyms.service.ts';
import { createProductService } from './modules/product/product.service.ts';
import { createSellerService } from './modules/seller/seller.service.ts';
import { createStockService } from './modules/product/stock.service.ts';
import { createUserService } from './modules/user/user.service.ts';
import { createOrderLifecycle } from './modules/order/order-lifecycle.service.ts';
import { createOrderEdits } from './modules/order/order-edit.service.ts';
import { createDeliveryService } from './modules/delivery/delivery.service.ts';
import { createShopService } from './modules/shop/shop.service.ts';
import { createBestSellerList } from './modules/shop/best-sellers.ts';
import { createNewsletterService } from './modules/newsletter/newsletter.service.ts';
import { createOrderPictures } from './modules/order/order-pictures.service.ts';
import { createOrderService, type OrderChangeListener } from './modules/order/order.service.ts';
import { createOrderReports } from './modules/order/order-reports.service.ts';
import { createProductReports } from './modules/product/product-reports.service.ts';
import { createReportService } from './modules/report/report.service.ts';
import { createPaymentService } from './modules/payment/payment.service.ts';
import { createRefundService } from './modules/payment/refund.service.ts';
import { createPaymentProviders } from './modules/payment/providers/registry.ts';
import { createWebhooks } from './modules/payment/webhooks.ts';
import { createPaymentHolds } from './modules/payment/payment-holds.ts';
import type { Logger } from './lib/logger.ts';
import { createLimiterStore } from './lib/limiter-store.ts';
import { createRedis } from './lib/redis.ts';
import { createRedisSignals, singleProcessSignals } from './lib/signals.ts';
import {
  createNotifications,
  type NotificationOptions,
} from './modules/notification/notifications.ts';
import { translatedNameMap } from './modules/product/product-translations.ts';
import { createOndcService, type OndcOptions } from './modules/ondc/ondc.service.ts';
import { lookUpPincode } from './modules/address/pincode-directory.ts';

export interface ServiceOptions {
  /** Password hashes at once, and how many may wait (defaults: cores - 1, and 64). */
  passwordHashing?: { concurrency?: number; maxQueue?: number };
  /** How often to look for other processes' catalogue changes (default 1 s). */
  catalogueCheckMs?: number;
  /** How long a shopper's session, once read, is taken as live (default SESSION_CACHE_MS). */
  sessionCacheMs?: number;
  notifications?: NotificationOptions;
  /** How often to look for unpaid orders whose hold ended (default 30 s). */
  paymentSweepMs?: number;
  /**
   * The shop's time: what the delivery rules and the summary see, and when orders are
   * placed, paid and moved (tests set it; default the clock).
   */
  clock?: () => number;
  ondc?: OndcOptions;
  /**
   * The photo processor (default: the app's own, which starts a worker process with the
   * first photo). Test runs share one among their many apps.
   */
  imageProcessor?: ImageProcessor;
}

/** Wires every service once per app; handlers reach them through `ctx.services`. */
export function createServices(
  db: Db,
  config: Config,
  logger: Logger,
  options: ServiceOptions = {},
) {
  const redis = config.redis ? createRedis(config.redis.url, logger) : undefined;
  const redisPrefix = config.redis?.prefix ?? '';
  const signals = redis ? createRedisSignals(redis, redisPrefix, logger) : singleProcessSignals;
  const limiterStore = createLimiterStore(redis, redisPrefix);
  const disk = createImageStore(config.uploadDir);
  const images = config.bucket ? createS3ImageStore(config.bucket, disk) : disk;
  const passwords = createPasswordHasher({
    ...options.passwordHashing,
    cost: config.passwordHashCost,
  });
  const users = createUserService(db, passwords);
  const processor =
    options.imageProcessor ?? createImageProcessor({ nice: config.imageWorkerNice });
  const categories = createCategoryService({
    db,
    images,
    processor,
    imageBaseUrl: config.imageBaseUrl,
    // Bound late: the product service is built after the categories it checks against.
    catalogueChanged: () => products.catalogueChanged(),
  });
  const searchSynonyms = createSearchSynonymService({
    db,
    // Bound late, as for the categories: held search pages used the old list.
    catalogueChanged: () => products.catalogueChanged(),
  });
  const products = createProductService({
    db,
    images,
    processor,
    categories,
    orderPictures: createOrderPictures(db),
    imageBaseUrl: config.imageBaseUrl,
    cursorSecret: config.sessionSecret,
    catalogueCheckMs: options.catalogueCheckMs,
    signals,
    search: createSearchAnswers({ db, synonyms: searchSynonyms }),
  });
  const addresses = createAddressService(db, users);
  const onStockChange = (productIds: readonly string[]) => products.stockChanged(productIds);
  const sellers = createSellerService(db, passwords);
  const notifications = createNotifications(
    db,
    config,
    logger,
    signals,
    limiterStore,
    {
      // Bound late: the order and shop services are built after the notifications.
      ordersOf: (ids) => orders.forMail(ids),
      emailsOf: (ids) => users.emailsOf(ids),
      activeSellers: () => sellers.activeContacts(),
      shopEmail: async () => (await shop.profile()).email,
    },
    // The outbox reads due messages by the shop's clock, as the order path dates them.
    { ...options.notifications, clock: options.clock },
  );
  // Bound late: the ONDC node is built on the order module, and hears its changes too.
  const onOrderChange: OrderChangeListener = async (trx, change, batch) => {
    await notifications.onOrderChange(trx, change, batch);
    await ondc?.onOrderChange(trx, change);
  };
  const stock = createStockService();
  const delivery = createDeliveryService({
    db,
    timeZone: config.shop.timeZone,
    now: options.clock,
  });
  const shop = createShopService({ db, timeZone: config.shop.timeZone, now: options.clock });
  const lifecycle = createOrderLifecycle({
    db,
    users,
    stock,
    delivery,
    onStockChange,
    onOrderChange,
    // Bound late: the payment module is built on the order module.
    endUnpaid: (order, by) => paymentHolds.end(order, by),
    refundAfterCancel: (order, attempt) => refunds.afterCancel(order, attempt),
    now: options.clock,
  });
  // Placing orders, the busiest write, sends its writes in one round trip on MySQL; only
  // this pool takes several statements per query (every one built by our own code).
  const placeDb = isMysql(db)
    ? createDb(config.databaseUrl, { statementBatches: true, poolMax: poolSize(db) })
    : db;
  const payment = createPaymentProviders(config);
  const orders = createOrderService({
    db,
    placeDb,
    productNames: (ids, lang) => translatedNameMap(db, ids, lang),
    users,
    addresses,
    delivery,
    taxMode: shop.taxMode,
    stock,
    lifecycle,
    imageBaseUrl: config.imageBaseUrl,
    limits: config.orderLimits,
    onStockChange,
    onOrderChange,
    checkout: payment.checkout,
    logger,
    now: options.clock,
  });
  const orderReports = createOrderReports(db);
  const orderEdits = createOrderEdits({
    db,
    stock,
    delivery,
    onStockChange,
    onOrderChange,
    // Bound late, as a cancel's refund is.
    refundAfterEdit: (editId) => refunds.afterEdit(editId),
    now: options.clock,
  });
  const payments = createPaymentService({ db, orders: lifecycle, logger });
  const refunds = createRefundService({ orders: lifecycle, refunders: payment.byName, logger });
  const paymentHolds = createPaymentHolds({
    orders,
    payments,
    closers: payment.byName,
    logger,
    sweepMs: options.paymentSweepMs,
  });
  const { sessions, loginThrottle, passwordResets, passwordChanges } = createAccountServices({
    db,
    config,
    users,
    sellers,
    passwords,
    limiterStore,
    logger,
    clock: options.clock,
    signals,
    sessionCacheMs: options.sessionCacheMs,
  });
  // The shop as an ONDC seller node, when configured (config-ondc.ts).
  const ondc = config.ondc
    ? createOndcService({
        db,
        settings: config.ondc,
        logger,
        shop,
        products,
        delivery,
        placeOf: lookUpPincode,
        users,
        orders,
        lifecycle,
        limiterStore,
        now: options.clock,
        options: options.ondc,
      })
    : undefined;
  return {
    db,
    images,
    users,
    sessions,
    passwordResets,
    passwordChanges,
    sellers,
    products,
    categories,
    searchSynonyms,
    priceList: createPriceListService({ db, products, categories }),
    cart: createCartService(products, users),
    addresses,
    orders,
    idempotency: createIdempotencyService(db),
    delivery,
    shop,
    bestSellers: createBestSellerList({ orders: orderReports, products, now: shop.now }),
    newsletter: createNewsletterService({
      db,
      secret: config.sessionSecret,
      storefrontOrigin: config.storefrontOrigin,
      timeZone: config.shop.timeZone,
      now: options.clock,
    }),
    lifecycle,
    orderEdits,
    reports: createReportService({
      orders: orderReports,
      products: createProductReports(db),
      timeZone: config.shop.timeZone,
      ondcOn: Boolean(config.ondc),
      now: options.clock,
    }),
    sellerStreams: notifications.sellerStreams,
    mailOutbox: notifications.mailOutbox,
    ondc,
    payments,
    paymentHolds,
    refunds,
    testPayments: payment.testPayments,
    webhooks: createWebhooks(payment.byName, payments),
    throttles: {
      login: loginThrottle,
      ...createThrottles(config, limiterStore),
    },
    async ping(): Promise<boolean> {
      try {
        await db.raw('select 1');
        return true;
      } catch {
        return false;
      }
    },
    /** Set when the process begins to shut down: the readiness check then answers 503. */
    readiness: { draining: false },
    /** Redis's answer when it is configured. */
    pingRedis: redis ? () => redis.ping() : undefined,
    /** Lets go of what the services hold open besides the database (Redis, a pool). */
    async close(): Promise<void> {
      await passwordResets.settled();
      await redis?.close();
      if (placeDb !== db) await placeDb.destroy();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
