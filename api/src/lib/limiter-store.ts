import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { LimiterStore } from './attempt-limiter.ts';
import type { RedisClients } from './redis.ts';

/**
 * Where limits are counted. With Redis, across every API process (and thread); while Redis
 * is away each counts alone (the insurance limiter) rather than letting every attempt
 * through. Without Redis: undefined, and each limiter counts in memory.
 */
export function createLimiterStore(
  redis: RedisClients | undefined,
  prefix: string,
): LimiterStore | undefined {
  if (!redis) return undefined;
  return (settings) =>
    new RateLimiterRedis({
      ...settings,
      storeClient: redis.commands,
      keyPrefix: `${prefix}:limit:${settings.keyPrefix}`,
      insuranceLimiter: new RateLimiterMemory(settings),
    });
}
