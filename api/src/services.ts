import type { Config } from './config.ts';
import type { Db } from './db/knex.ts';
import { LoginRateLimiter } from './http/login-rate-limit.ts';
import { createAddressService } from './modules/address/address.service.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { createImageStore } from './modules/image/image-store.ts';
import { createProductService } from './modules/product/product.service.ts';
import { createSellerService } from './modules/seller/seller.service.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { createUserService } from './modules/user/user.service.ts';
import { createOrderService } from './modules/order/order.service.ts';
import { createCheckoutService } from './modules/payment/checkout.service.ts';
import { createPaymentService } from './modules/payment/payment.service.ts';
import { createStripeCheckout, createStripeClient } from './modules/payment/stripe-checkout.ts';
import { createTestCheckout, createTestPaymentTokens } from './modules/payment/test-checkout.ts';
import type { Logger } from './lib/logger.ts';

export interface ServiceOptions {
  loginRateLimit?: { maxFailures: number; windowMs: number };
}

/** Wires every service once per app; handlers reach them through `ctx.services`. */
export function createServices(
  db: Db,
  config: Config,
  logger: Logger,
  options: ServiceOptions = {},
) {
  const images = createImageStore(config.uploadDir);
  const users = createUserService(db);
  const addresses = createAddressService(db);
  const orders = createOrderService({ db, users, publicApiUrl: config.publicApiUrl });
  const stripe = config.stripe
    ? createStripeClient(config.stripe.secretKey, config.stripe.apiBase)
    : undefined;
  const testPayments = config.testPayments
    ? createTestPaymentTokens(config.sessionSecret)
    : undefined;
  const provider = stripe
    ? createStripeCheckout(stripe, config.storefrontOrigin)
    : testPayments
      ? createTestCheckout(config.publicApiUrl, testPayments)
      : undefined;
  return {
    db,
    images,
    users,
    sessions: createSessionService(db),
    sellers: createSellerService(db),
    products: createProductService({ db, images, publicApiUrl: config.publicApiUrl }),
    cart: createCartService(db, users),
    addresses,
    orders,
    payments: createPaymentService({ db, logger }),
    checkout: createCheckoutService({ orders, users, provider, logger }),
    testPayments,
    stripeWebhook:
      stripe && config.stripe ? { stripe, webhookSecret: config.stripe.webhookSecret } : undefined,
    loginLimiter: new LoginRateLimiter(
      options.loginRateLimit ?? { maxFailures: 10, windowMs: 15 * 60 * 1000 },
    ),
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
