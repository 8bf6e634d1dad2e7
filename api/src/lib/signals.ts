import { randomUUID } from 'node:crypto';
import type { Logger } from './logger.ts';
import type { RedisClients } from './redis.ts';

/**
 * Things other API processes should hear of at once:
 * - `catalogue`: a change shoppers could see committed (drop cached lists and pages), or,
 *   with the payload `stock:<ids>`, orders changed those products' stock (read them again);
 * - `seller-events`: new live events committed (read them now, not at the next poll);
 * - `sessions`: shoppers' sessions ended (forget what was kept of them: the payload is the
 *   one session's id, or none for all).
 */
export type SignalTopic = 'catalogue' | 'seller-events' | 'sessions';

export interface Signals {
  /**
   * Tells the other processes (resolves once Redis has passed it on; never rejects); this
   * process acts on its own changes directly.
   */
  publish(topic: SignalTopic, payload?: string): Promise<void>;
  /** Called when another process published the topic, with its payload if it had one. */
  subscribe(topic: SignalTopic, handler: (payload: string | undefined) => void): void;
}

/** One process, no Redis: nobody else to tell (the database version checks still run). */
export const singleProcessSignals: Signals = {
  publish: () => Promise.resolve(),
  subscribe: () => undefined,
};

/**
 * Signals over Redis pub/sub, on channels `<prefix>:signal:<topic>`. A message is the
 * sender's id, then a space and the payload if there is one: a process from before payloads
 * reads the whole message as a sender and acts as on a signal without one.
 */
export function createRedisSignals(redis: RedisClients, prefix: string, logger: Logger): Signals {
  const me = randomUUID();
  const handlers = new Map<string, ((payload: string | undefined) => void)[]>();
  const channel = (topic: SignalTopic) => `${prefix}:signal:${topic}`;
  redis.subscriber.on('message', (from: string, message: string) => {
    const space = message.indexOf(' ');
    const sender = space < 0 ? message : message.slice(0, space);
    if (sender === me) return;
    const payload = space < 0 ? undefined : message.slice(space + 1);
    for (const handler of handlers.get(from) ?? []) handler(payload);
  });
  return {
    async publish(topic, payload) {
      try {
        await redis.commands.publish(channel(topic), payload ? `${me} ${payload}` : me);
      } catch (err) {
        // The others still notice within their version check (about a second), or for
        // stock within their caches' age limits.
        logger.warn({ err, topic }, 'could not publish a signal');
      }
    },
    subscribe(topic, handler) {
      const name = channel(topic);
      const list = handlers.get(name) ?? [];
      if (list.length === 0) {
        handlers.set(name, list);
        redis.subscriber.subscribe(name).catch((err: unknown) => {
          logger.warn({ err, topic }, 'could not subscribe to a signal');
        });
      }
      list.push(handler);
    },
  };
}
