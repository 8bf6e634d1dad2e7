import type { Config } from './config.ts';
import type { Db } from './db/knex.ts';
import { createAttemptLimiter } from './lib/attempt-limiter.ts';
import { createPasswordHasher } from './lib/password.ts';
import { createAddressService } from './modules/address/address.service.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.ts';
import { createImageProcessor } from './modules/image/image-processor.ts';
import { createImageStore } from './modules/image/image-store.ts';
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

export interface ServiceOptions {
  /** Password hashes at once, and how many may wait (defaults: cores - 1, and 64). */
  passwordHashing?: { concurrency?: number; maxQueue?: number };
  /** How often to look for other processes' catalogue changes (default 1 s). */
  catalogueCheckMs?: number;
}

/** Wires every service once per app; handlers reach them through `ctx.services`. */
export function createServices(
  db: Db,
  config: Config,
  logger: Logger,
  options: ServiceOptions = {},
) {
  const images = createImageStore(config.uploadDir);
  const passwords = createPasswordHasher(options.passwordHashing);
  const users = createUserService(db, passwords);
  const products = createProductService({
    db,
    images,
    processor: createImageProcessor(),
    publicApiUrl: config.publicApiUrl,
    cursorSecret: config.sessionSecret,
    catalogueCheckMs: options.catalogueCheckMs,
  });
  const addresses = createAddressService(db, users);
  const onCatalogueChange = () => products.catalogueChanged();
  const lifecycle = createOrderLifecycle({ db, users, onCatalogueChange });
  const orders = createOrderService({
    db,
    users,
    lifecycle,
    publicApiUrl: config.publicApiUrl,
    onCatalogueChange,
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
        limit: config.rateLimits.login,
        refusal: (wait) => `Too many failed sign-in attempts. Please try again in ${wait}.`,
      }),
      register: createAttemptLimiter({
        name: 'register',
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
  };
}

export type Services = ReturnType<typeof createServices>;
