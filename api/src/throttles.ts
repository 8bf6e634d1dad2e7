import type { Config } from './config.ts';
import { createAttemptLimiter, type LimiterStore } from './lib/attempt-limiter.ts';
import { createResetThrottle } from './modules/password-reset/reset-throttle.ts';

/**
 * The throttles of public writes besides sign-in (which services.ts builds first, since the
 * password change counts against it): each in Redis when there is one, else in the process.
 */
export function createThrottles(config: Config, store: LimiterStore | undefined) {
  return {
    passwordReset: createResetThrottle({
      perEmailAndAddress: config.rateLimits.passwordReset,
      perAddress: config.rateLimits.passwordResetAddress,
      store,
    }),
    register: createAttemptLimiter({
      name: 'register',
      store,
      limit: config.rateLimits.register,
      refusal: (minutes) => (w) => w.account.tooManySignUps(w.http.minutes(minutes)),
    }),
    newsletter: createAttemptLimiter({
      name: 'newsletter',
      store,
      limit: config.rateLimits.newsletter,
      refusal: (minutes) => (w) => w.account.tooManyNewsletterSignUps(w.http.minutes(minutes)),
    }),
    // Each order placed or cancelled emails someone: an account cannot cycle them without end.
    orders: createAttemptLimiter({
      name: 'orders',
      store,
      limit: config.orderLimits.ordersRateLimit,
      refusal: (minutes) => (w) => w.orders.tooManyOrders(w.http.minutes(minutes)),
    }),
  };
}
