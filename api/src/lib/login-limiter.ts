import type { ApiWords } from '../http/api-words/api-words.ts';
import { createAttemptLimiter, type LimiterStore, type Reservation } from './attempt-limiter.ts';
import type { RateLimit } from './rate-limit-setting.ts';

export interface SignInAttempt {
  kind: 'user' | 'seller';
  /** Normalised (lower case), so `Owner@…` and `owner@…` share one count. */
  email: string;
  /** The client address (`ctx.ip`). */
  address: string;
}

export interface LoginLimiter {
  /**
   * Takes one attempt from the account-and-address count and from the address count before
   * the password is checked; 429 with `Retry-After` when either has none left.
   */
  take(attempt: SignInAttempt): Promise<Reservation>;
}

/**
 * rate-limiter-flexible's login pattern. Failures are counted per account *and* address,
 * never per account alone: a count any address could use up would let anyone lock the
 * seller out of the console by typing wrong passwords. Guessing one account from many
 * addresses is held back by each pair's own few tries; trying many accounts from one
 * address, by the slower per-address count. Shoppers and the seller are counted apart.
 */
export function createLoginLimiter(options: {
  perAccountAndAddress: RateLimit;
  perAddress: RateLimit;
  store?: LimiterStore | undefined;
}): LoginLimiter {
  const refusal = (minutes: number) => (w: ApiWords) =>
    w.account.tooManySignIns(w.http.minutes(minutes));
  const pairs = createAttemptLimiter({
    name: 'login',
    limit: options.perAccountAndAddress,
    store: options.store,
    refusal,
  });
  const addresses = createAttemptLimiter({
    name: 'login-address',
    limit: options.perAddress,
    store: options.store,
    refusal,
  });
  return {
    async take({ kind, email, address }) {
      // An address never holds "|", so the pair key cannot be forged from another pair.
      const pair = await pairs.take([`${kind}:${address}|${email}`]);
      try {
        const wide = await addresses.take([`${kind}:${address}`]);
        return {
          giveBack: async () => {
            await Promise.all([pair.giveBack(), wide.giveBack()]);
          },
        };
      } catch (err) {
        await pair.giveBack();
        throw err;
      }
    },
  };
}
