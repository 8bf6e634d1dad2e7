import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { AppError } from './errors.ts';

// N=2^15 costs about 50 ms and 32 MiB per hash on this class of machine: slow enough
// to make offline guessing expensive, fast enough for a sign-in. 'light' (N=2^10, ~1.5 ms)
// is for test runs only, which hash thousands of passwords; config refuses it elsewhere.
export type PasswordHashCost = 'standard' | 'light';
const COSTS = {
  standard: { N: 32768, r: 8, p: 1 },
  light: { N: 1024, r: 8, p: 1 },
} as const satisfies Record<PasswordHashCost, ScryptOptions>;
const KEY_LENGTH = 64;

const derive = (password: string, salt: Buffer, options: ScryptOptions, length: number) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, length, { ...options, maxmem: 128 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });

/** Format: `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later. */
async function hashPassword(password: string, params: ScryptOptions): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<PasswordHashCost, Promise<string>>();

/**
 * Spends the same time as a real check when the account does not exist, so response
 * times do not reveal which emails are registered.
 */
async function verifyAgainstDummy(password: string, cost: PasswordHashCost): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword('kirana-dummy-password', COSTS[cost]);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** For an unknown account: the same work as `verify`, always false. */
  verifyAgainstDummy(password: string): Promise<false>;
}

/**
 * Password work through a bounded queue. Each scrypt call takes a libuv worker thread and
 * a core for ~50 ms; unbounded, a flood of sign-ups fills every worker and starves the
 * file reads that serve images. Past the queue the caller gets a 503 with Retry-After.
 */
export function createPasswordHasher(
  options: { concurrency?: number; maxQueue?: number; cost?: PasswordHashCost } = {},
): PasswordHasher {
  const cost = options.cost ?? 'standard';
  const limit = pLimit(options.concurrency ?? Math.max(1, availableParallelism() - 1));
  const maxQueue = options.maxQueue ?? 64;
  const run = <T>(work: () => Promise<T>): Promise<T> => {
    if (limit.pendingCount >= maxQueue) {
      return Promise.reject(
        new AppError(503, (w) => w.http.busy, {
          'Retry-After': '5',
        }),
      );
    }
    return limit(work);
  };
  return {
    hash: (password) => run(() => hashPassword(password, COSTS[cost])),
    verify: (password, stored) => run(() => verifyPassword(password, stored)),
    verifyAgainstDummy: (password) => run(() => verifyAgainstDummy(password, cost)),
  };
}
