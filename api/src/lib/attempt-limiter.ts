import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError, tooManyRequests, type Words } from './errors.ts';
import type { RateLimit } from './rate-limit-setting.ts';

export interface Reservation {
  /** The attempt turned out fine (a right password): it no longer counts. */
  giveBack(): Promise<void>;
}

export interface AttemptLimiter {
  /**
   * Takes one attempt from every key before the caller checks anything, so a burst sent
   * at once is limited exactly like a slow series. Refuses with 429 and `Retry-After`
   * when any key has none left; a refused attempt is not counted.
   */
  take(keys: readonly string[]): Promise<Reservation>;
}

/** Builds the counter for one limiter; a shared store (Redis) instead of each process's memory. */
export type LimiterStore = (settings: {
  keyPrefix: string;
  points: number;
  duration: number;
}) => RateLimiterAbstract;

/**
 * Attempts per key in a fixed window, on rate-limiter-flexible. The memory store counts per
 * API process; a shared store (Redis) can be passed in for several processes.
 */
export function createAttemptLimiter(options: {
  name: string;
  limit: RateLimit;
  /** The 429's message, given the wait in whole minutes (at least one). */
  refusal: (minutes: number) => Words;
  store?: LimiterStore | undefined;
}): AttemptLimiter {
  const settings = {
    keyPrefix: options.name,
    points: options.limit.count,
    duration: options.limit.windowSeconds,
  };
  const limiter = options.store ? options.store(settings) : new RateLimiterMemory(settings);
  const giveBack = (keys: readonly string[]) =>
    Promise.all(keys.map((key) => limiter.reward(key, 1))).then(() => undefined);

  return {
    async take(keys) {
      const taken: string[] = [];
      for (const key of keys) {
        try {
          await limiter.consume(key, 1);
          taken.push(key);
        } catch (err) {
          // A refusal still counted the point; a store failure did not.
          await giveBack(err instanceof RateLimiterRes ? [...taken, key] : taken);
          if (!(err instanceof RateLimiterRes)) throw err;
          const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
          throw tooManyRequests(options.refusal(Math.max(1, Math.ceil(seconds / 60))), seconds);
        }
      }
      return { giveBack: () => giveBack(taken) };
    },
  };
}

/** The limiter as a quota for one key at a time: undefined when it is used up. */
export function recipientQuota(limiter: AttemptLimiter) {
  return {
    async take(key: string): Promise<Reservation | undefined> {
      try {
        return await limiter.take([key]);
      } catch (err) {
        if (err instanceof AppError && err.status === 429) return undefined;
        throw err;
      }
    },
  };
}
