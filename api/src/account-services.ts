import type { Config } from './config.ts';
import type { Db } from './db/knex.ts';
import type { LimiterStore } from './lib/attempt-limiter.ts';
import { createLoginLimiter } from './lib/login-limiter.ts';
import type { Logger } from './lib/logger.ts';
import type { Signals } from './lib/signals.ts';
import type { PasswordHasher } from './lib/password.ts';
import { queuePasswordResetMail } from './modules/notification/password-mail.ts';
import { createPasswordChangeService } from './modules/password-reset/password-change.service.ts';
import { createPasswordResetService } from './modules/password-reset/password-reset.service.ts';
import { activeSellerExists, type SellerService } from './modules/seller/seller.service.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { userAccountExists, type UserService } from './modules/user/user.service.ts';

/**
 * Signing in and staying signed in, for shoppers and sellers alike: sessions, the failed
 * sign-in limits, forgotten passwords and password changes (services.ts wires them in).
 */
export function createAccountServices(deps: {
  db: Db;
  config: Config;
  users: UserService;
  sellers: SellerService;
  passwords: PasswordHasher;
  limiterStore: LimiterStore | undefined;
  logger: Logger;
  clock: (() => number) | undefined;
  signals: Signals;
  sessionCacheMs: number | undefined;
}) {
  const { db, config, passwords } = deps;
  const sessions = createSessionService(
    db,
    { user: userAccountExists, seller: activeSellerExists },
    { signals: deps.signals, cacheMs: deps.sessionCacheMs },
  );
  const loginThrottle = createLoginLimiter({
    perAccountAndAddress: config.rateLimits.login,
    perAddress: config.rateLimits.loginAddress,
    store: deps.limiterStore,
  });
  const accounts = { user: deps.users, seller: deps.sellers };
  const passwordResets = createPasswordResetService({
    db,
    accounts,
    sessions,
    passwords,
    queueMail: queuePasswordResetMail,
    origins: { user: config.storefrontOrigin, seller: config.sellerConsoleOrigin },
    logger: deps.logger,
    now: deps.clock,
  });
  const passwordChanges = createPasswordChangeService({
    db,
    accounts,
    sessions,
    passwords,
    resets: passwordResets,
    login: loginThrottle,
  });
  return { sessions, loginThrottle, passwordResets, passwordChanges };
}
