import { randomUUID } from 'node:crypto';
import type { Logger } from './logger.ts';
import type { RedisClients } from './redis.ts';

/**
 * Things other API processes should hear of at once:
 * - `catalogue`: a change shoppers could see committed (drop cached lists and pages);
 * - `seller-events`: new live events committed (read them now, not at the next poll).
 */
export type SignalTopic = 'catalogue' | 'seller-events';

export interface Signals {
  /**
   * Tells the other processes (resolves once Redis has passed it on; never rejects); this
   * process acts on its own changes directly.
   */
  publish(topic: SignalTopic): Promise<void>;
  /** Called when another process published the topic. */
  subscribe(topic: SignalTopic, handler: () => void): void;
}

/** One process, no Redis: nobody else to tell (the database version checks still run). */
export const singleProcessSignals: Signals = {
  publish: () => Promise.resolve(),
  subscribe: () => undefined,
};

/** Signals over Redis pub/sub, on channels `<prefix>:signal:<topic>`. */
export function createRedisSignals(redis: RedisClients, prefix: string, logger: Logger): Signals {
  const me = randomUUID();
  const handlers = new Map<string, (() => void)[]>();
  const channel = (topic: SignalTopic) => `${prefix}:signal:${topic}`;
  redis.subscriber.on('message', (from: string, sender: string) => {
    if (sender === me) return;
    for (const handler of handlers.get(from) ?? []) handler();
  });
  return {
    async publish(topic) {
      try {
        await redis.commands.publish(channel(topic), me);
      } catch (err) {
        // The others still notice within their version check (about a second).
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
