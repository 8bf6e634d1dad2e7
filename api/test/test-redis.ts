import { createConnection } from 'node:net';

/** The Redis the tests use (each test keeps to keys and channels of its own prefix). */
const REDIS_URL = process.env.KIRANA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({
      host: url.hostname,
      port: Number(url.port || 6379),
      timeout: 2000,
    });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/**
 * Redis's URL when one answers; undefined (the tests skip) when not, unless
 * KIRANA_REQUIRE_REDIS=1 (CI), where a missing Redis is an error.
 */
export async function redisForTests(): Promise<string | undefined> {
  if (await reachable(new URL(REDIS_URL))) return REDIS_URL;
  if (process.env.KIRANA_REQUIRE_REDIS === '1')
    throw new Error(`Redis is required (KIRANA_REQUIRE_REDIS=1) but ${REDIS_URL} does not answer.`);
  console.warn(`[skipped] Redis tests: no server at ${REDIS_URL}`);
  return undefined;
}

/** A prefix no other test run shares. */
export const uniqueRedisPrefix = () =>
  `kirana-test-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
