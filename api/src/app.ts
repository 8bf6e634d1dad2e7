import Koa from 'koa';
import cors from '@koa/cors';
import compress from 'koa-compress';
import { koaBody } from 'koa-body';
import type { Config } from './config.ts';
import type { Db } from './db/knex.ts';
import type { AppExtras, AppState } from './http/context.ts';
import { COMPRESSION } from './http/compression.ts';
import { cookieKeys } from './http/cookie-keys.ts';
import { errorHandler } from './http/error-handler.ts';
import { originCheck } from './http/origin-check.ts';
import { requestLogger } from './http/request-logger.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { Logger } from './lib/logger.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { imageRoutes } from './images/image.routes.ts';
import { notificationRoutes } from './modules/notification/notification.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { reportRoutes } from './modules/report/report.routes.ts';
import { isRawBodyPath, paymentRoutes } from './modules/payment/payment.routes.ts';
import { deliveryRoutes, isLargeJsonPath } from './modules/delivery/delivery.routes.ts';
import { categoryRoutes } from './modules/product/category.routes.ts';
import { isLargeSearchPath, searchRoutes } from './modules/product/search.routes.ts';
import { productRoutes } from './modules/product/product.routes.ts';
import { sellerRoutes } from './modules/seller/seller.routes.ts';
import { shopRoutes } from './modules/shop/shop.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { isOndcPath, ondcRoutes } from './modules/ondc/ondc.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { passwordRoutes } from './modules/password-reset/password.routes.ts';
import { createServices, type ServiceOptions } from './services.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  options?: ServiceOptions;
}

/** JSON bodies are small (a cart of 50 lines is about 3 KB); anything bigger is refused. */
export const JSON_LIMIT = '100kb';
/** The delivery settings (up to 5,000 PIN codes) and the search synonyms: about 200 KB. */
export const LARGE_JSON_LIMIT = '512kb';

/** Builds the Koa app without listening, so tests drive `app.callback()` directly. */
export function createApp({ config, db, logger, options }: AppDeps) {
  const app = new Koa<AppState, AppExtras>({
    proxy: config.trustProxyHops > 0,
    // Only the addresses our own proxies appended, read from the right: a client can put
    // anything at the left of X-Forwarded-For.
    maxIpsCount: config.trustProxyHops,
  });
  // Keygrip's three calls, without its costly comparison (cookie-keys.ts).
  app.keys = cookieKeys([config.sessionSecret]);
  app.context.services = createServices(db, config, logger, options);
  app.context.config = config;
  app.context.log = logger;
  // Errors are answered by errorHandler; keep Koa from printing them a second time.
  app.silent = true;

  const appOrigins = [config.storefrontOrigin, config.sellerConsoleOrigin];
  const apiOrigin = new URL(config.publicApiUrl).origin;

  app.use(requestLogger({ routineLevel: config.env === 'development' ? 'debug' : 'info' }));
  app.use(errorHandler);
  app.use(securityHeaders({ hsts: config.cookie.secure }));
  app.use(
    cors({
      origin: (ctx) => (appOrigins.includes(ctx.get('Origin')) ? ctx.get('Origin') : ''),
      credentials: true,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use(compress(COMPRESSION));
  app.use(originCheck([...appOrigins, apiOrigin]));
  const parseBody = koaBody({
    multipart: false,
    json: true,
    urlencoded: true,
    text: false,
    jsonLimit: JSON_LIMIT,
    formLimit: JSON_LIMIT,
    jsonStrict: true,
  });
  const parseLargeBody = koaBody({
    multipart: false,
    json: true,
    urlencoded: false,
    text: false,
    jsonLimit: LARGE_JSON_LIMIT,
    jsonStrict: true,
  });
  // The webhook's signature is over the exact bytes, so its body is read raw by its handler.
  app.use((ctx, next) => {
    if (isRawBodyPath(ctx.path) || isOndcPath(ctx.path)) return next();
    const large = isLargeJsonPath(ctx.path) || isLargeSearchPath(ctx.path);
    return (large ? parseLargeBody : parseBody)(ctx, next);
  });

  for (const router of [
    healthRoutes(),
    productRoutes(),
    categoryRoutes(),
    searchRoutes(),
    userRoutes(),
    sellerRoutes(),
    passwordRoutes('user'),
    passwordRoutes('seller'),
    cartRoutes(),
    addressRoutes(),
    // Before the order routes: /api/order/export is not an order id.
    reportRoutes(),
    orderRoutes(),
    deliveryRoutes(),
    shopRoutes(),
    newsletterRoutes(),
    notificationRoutes(),
    paymentRoutes({ testPayments: config.testPayments }),
    imageRoutes(),
    // The shop as an ONDC seller node: only when configured (docs/ondc.md).
    ...(config.ondc ? [ondcRoutes()] : []),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
