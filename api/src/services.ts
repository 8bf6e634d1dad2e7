import type { Config } from './config.ts';
import type { Db } from './db/knex.ts';
import { createAttemptLimiter } from './lib/attempt-limiter.ts';
import { createPasswordHasher } from './lib/password.ts';
import { createAddressService } from './modules/address/address.service.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.ts';
import { createImageProcessor } from './modules/image/image-processor.ts';
import { createImageStore } from './modules/image/image-store.ts';
import { createS3ImageStore } from './modules/image/s3-image-store.ts';
import { createPriceListService } from './modules/product/price-list.service.ts';
import { createProductService } from './modules/product/product.service.ts';
import { createSellerService } from './modules/seller/seller.service.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { createUserService } from './modules/user/user.service.ts';
import { createOrderLifecycle } from './modules/order/order-lifecycle.service.ts';
import { createOrderService } from './modules/order/order.service.ts';
import { createCheckoutService } from './modules/payment/checkout.service.ts';
import { createPaymentService } from './modules/payment/payment.service.ts';
import { createRefundService } from './modules/payment/refund.service.ts';
import { createPaymentProviders } from './modules/payment/payment-providers.ts';
import type { Logger } from './lib/logger.ts';
import { createRedis } from './lib/redis.ts';
import { createRedisSignals, singleProcessSignals } from './lib/signals.ts';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import {
  createNotifications,
  type NotificationOptions,
} from './modules/notification/notifications.ts';

export interface ServiceOptions {
  /** Password hashes at once, and how many may wait (defaults: cores - 1, and 64). */
  passwordHashing?: { concurrency?: number; maxQueue?: number };
  /** How often to look for other processes' catalogue changes (default 1 s). */
  catalogueCheckMs?: number;
  notifications?: NotificationOptions;
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
  // With Redis a limit counts across every API process; while Redis is away each process
  // counts alone (the insurance limiter) rather than letting every attempt through.
  const limiterStore = redis
    ? (settings: { keyPrefix: string; points: number; duration: number }) =>
        new RateLimiterRedis({
          ...settings,
          storeClient: redis.commands,
          keyPrefix: `${redisPrefix}:limit:${settings.keyPrefix}`,
          insuranceLimiter: new RateLimiterMemory(settings),
        })
    : undefined;
  const disk = createImageStore(config.uploadDir);
  const images = config.bucket ? createS3ImageStore(config.bucket, disk) : disk;
  const passwords = createPasswordHasher(options.passwordHashing);
  const users = createUserService(db, passwords);
  const products = createProductService({
    db,
    images,
    processor: createImageProcessor(),
    imageBaseUrl: config.imageBaseUrl,
    cursorSecret: config.sessionSecret,
    catalogueCheckMs: options.catalogueCheckMs,
    signals,
  });
  const addresses = createAddressService(db, users);
  const onCatalogueChange = () => products.catalogueChanged();
  const notifications = createNotifications(db, config, logger, signals, options.notifications);
  const { onOrderChange } = notifications;
  const lifecycle = createOrderLifecycle({ db, users, onCatalogueChange, onOrderChange });
  const orders = createOrderService({
    db,
    users,
    lifecycle,
    imageBaseUrl: config.imageBaseUrl,
    onCatalogueChange,
    onOrderChange,
  });
  const payment = createPaymentProviders(config);
  return {
    db,
    images,
    users,
    sessions: createSessionService(db),
    sellers: createSellerService(db, passwords),
    products,
    priceList: createPriceListService({ db, products }),
    cart: createCartService(db, users),
    addresses,
    orders,
    idempotency: createIdempotencyService(db),
    lifecycle,
    sellerStreams: notifications.sellerStreams,
    mailOutbox: notifications.mailOutbox,
    payments: createPaymentService({ db, orders: lifecycle, logger }),
    refunds: createRefundService({
      orders: lifecycle,
      refunders: payment.refunders,
      logger,
    }),
    checkout: createCheckoutService({ orders, users, provider: payment.checkout, logger }),
    testPayments: payment.testPayments,
    stripeWebhook: payment.stripeWebhook,
    razorpayWebhookSecret: payment.razorpayWebhookSecret,
    throttles: {
      login: createAttemptLimiter({
        name: 'login',
        store: limiterStore,
        limit: config.rateLimits.login,
        refusal: (wait) => `Too many failed sign-in attempts. Please try again in ${wait}.`,
      }),
      register: createAttemptLimiter({
        name: 'register',
        store: limiterStore,
        limit: config.rateLimits.register,
        refusal: (wait) => `Too many sign-ups from your network. Please try again in ${wait}.`,
      }),
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
    /** Lets go of what the services hold open besides the database (Redis). */
    async close(): Promise<void> {
      await redis?.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
