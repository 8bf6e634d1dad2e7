import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';

/**
 * The connections to REDIS_URL one API process keeps: `commands` for the limiters and
 * publishing, `subscriber` for signals (a subscribed connection can do nothing else).
 * Commands fail at once while Redis is away rather than queueing, so callers fall back
 * (the limiters to memory) instead of hanging a request.
 */
export function createRedis(url: string, logger: Logger) {
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false };
  // A Redis that stops answering must not hang a sign-in or a catalogue change.
  const commands = new Redis(url, { ...options, commandTimeout: 1_000 });
  // Subscriptions wait for Redis instead (ioredis subscribes again after reconnecting).
  const subscriber = new Redis(url, {
    ...options,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  });
  let reported = false;
  for (const client of [commands, subscriber]) {
    client.on('error', (err: Error) => {
      // ioredis retries by itself; one line per outage is enough.
      if (!reported) logger.warn({ err: err.message }, 'Redis is not reachable; retrying');
      reported = true;
    });
    client.on('ready', () => (reported = false));
  }
  return {
    commands,
    subscriber,
    async ping(): Promise<boolean> {
      try {
        return (await commands.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close(): Promise<void> {
      // QUIT lets replies in flight arrive; a client that is not connected just stops.
      await Promise.allSettled(
        [commands, subscriber].map((client) =>
          client.status === 'ready' ? client.quit() : Promise.resolve(client.disconnect()),
        ),
      );
    },
  };
}

export type RedisClients = ReturnType<typeof createRedis>;
