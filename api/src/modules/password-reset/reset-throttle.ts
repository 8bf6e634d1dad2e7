import type { ApiWords } from '../../http/api-words/api-words.ts';
import { createAttemptLimiter, type LimiterStore } from '../../lib/attempt-limiter.ts';
import type { RateLimit } from '../../lib/rate-limit-setting.ts';
import type { SessionKind } from '../session/session.service.ts';

/**
 * Forgotten-password requests, counted as sign-ins are (lib/login-limiter.ts): per email
 * and address, never per email alone (anyone could use that up and keep the owner from a
 * reset), and per address across emails and tokens. Never given back: each request may
 * send an email. Shoppers and the seller are counted apart.
 */
export function createResetThrottle(options: {
  perEmailAndAddress: RateLimit;
  perAddress: RateLimit;
  store?: LimiterStore | undefined;
}) {
  const refusal = (minutes: number) => (w: ApiWords) =>
    w.account.tooManyResets(w.http.minutes(minutes));
  const pairs = createAttemptLimiter({
    name: 'password-reset',
    limit: options.perEmailAndAddress,
    store: options.store,
    refusal,
  });
  const addresses = createAttemptLimiter({
    name: 'password-reset-address',
    limit: options.perAddress,
    store: options.store,
    refusal,
  });
  return {
    async forgot(kind: SessionKind, email: string, address: string): Promise<void> {
      // An address never holds "|", so one pair's key cannot be another's.
      const pair = await pairs.take([`${kind}:${address}|${email}`]);
      try {
        await addresses.take([`${kind}:${address}`]);
      } catch (err) {
        await pair.giveBack();
        throw err;
      }
    },
    /** A token tried: 256 bits cannot be guessed, but each try costs a hash. */
    async reset(kind: SessionKind, address: string): Promise<void> {
      await addresses.take([`${kind}:${address}`]);
    },
  };
}

export type ResetThrottle = ReturnType<typeof createResetThrottle>;
