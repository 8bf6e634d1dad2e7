import { tooManyRequests } from '../lib/errors.ts';

export interface LoginRateLimitOptions {
  /** Failed attempts allowed per client within the window. */
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}

interface Entry {
  failures: number;
  resetAt: number;
}

/**
 * Counts failed sign-ins per client (IP) in a fixed window. Successes do not reset the
 * count, or an attacker could clear it by signing into an account of their own.
 * In memory: each API replica counts on its own (see docs/deploy.md).
 */
export class LoginRateLimiter {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly options: LoginRateLimitOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Throws 429 when the client has used up its failures for this window. */
  assertAllowed(key: string): void {
    const entry = this.current(key);
    if (entry && entry.failures >= this.options.maxFailures) {
      const seconds = Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw tooManyRequests(
        `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        seconds,
      );
    }
  }

  recordFailure(key: string): void {
    const entry = this.current(key);
    if (entry) entry.failures += 1;
    else this.entries.set(key, { failures: 1, resetAt: this.now() + this.options.windowMs });
    if (this.entries.size > 10_000) this.sweep();
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
