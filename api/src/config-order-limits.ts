import { z } from 'zod';
import type { PaymentProviderName } from './contract/payment-provider.ts';
import { rateLimitSetting, type RateLimit } from './lib/rate-limit-setting.ts';

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });

/**
 * What one account may hold or set going: units held by unpaid online orders, and how
 * often it may place and cancel orders (each of which emails someone). Read with the rest
 * of the environment by `loadConfig`.
 */
export const orderLimitsEnv = {
  PAYMENT_HOLD_MINUTES: wholeNumber(1, 24 * 60).default(30),
  UNPAID_ORDERS_PER_ACCOUNT: wholeNumber(1, 20).default(2),
  RATE_LIMIT_ORDERS: rateLimitSetting.default({ count: 10, windowSeconds: 60 * 60 }),
  MAIL_PER_RECIPIENT_PER_HOUR: wholeNumber(1, 10_000).default(10),
};

type OrderLimitsEnv = { [K in keyof typeof orderLimitsEnv]: z.output<(typeof orderLimitsEnv)[K]> };

export interface OrderLimits {
  /** How long an unpaid online order holds its units before it expires. */
  paymentHoldMs: number;
  /** Unpaid online orders one account may have at a time. */
  unpaidOrdersPerAccount: number;
  /** Orders a shopper may place, and cancel, per window (each counts once). */
  ordersRateLimit: RateLimit;
  /** Emails to one shopper's address per hour; later ones are dropped, never sent. */
  mailPerRecipientPerHour: number;
}

/** The shortest hold each provider's own page expiry accepts, in minutes. */
const SHORTEST_HOLD: Partial<Record<PaymentProviderName, number>> = { stripe: 30, razorpay: 15 };

/** Why these settings cannot work with this provider, or undefined. */
export function orderLimitsRefusal(
  e: OrderLimitsEnv,
  provider: PaymentProviderName,
): string | undefined {
  const shortest = SHORTEST_HOLD[provider];
  if (shortest && e.PAYMENT_HOLD_MINUTES < shortest)
    return `PAYMENT_HOLD_MINUTES must be at least ${shortest} with ${provider}: its payment pages cannot expire sooner.`;
  return undefined;
}

export const orderLimits = (e: OrderLimitsEnv): OrderLimits => ({
  paymentHoldMs: e.PAYMENT_HOLD_MINUTES * 60 * 1000,
  unpaidOrdersPerAccount: e.UNPAID_ORDERS_PER_ACCOUNT,
  ordersRateLimit: e.RATE_LIMIT_ORDERS,
  mailPerRecipientPerHour: e.MAIL_PER_RECIPIENT_PER_HOUR,
});
