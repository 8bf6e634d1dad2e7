import { LRUCache } from 'lru-cache';
import { throttledVersionCheck } from './catalogue-version.ts';

/**
 * Recent answers of catalogue pages and product pages, by their parameters. Shoppers ask
 * for the same few pages over and over (a category's first page, a product, a popular
 * search), so each is read from the database once per change rather than per request.
 * - A write in this process clears it (`clear()`, before and after the write's commit is
 *   known); an answer read while a write happened is not kept, since it may predate it.
 * - Writes through other API processes are noticed by the catalogue version, read in the
 *   background at most once per `checkEveryMs`, as the whole list does.
 * - Counts that orders change without a version bump (stock above the few-left mark) are
 *   read again after `maxAgeMs`: in the background, answering the held page meanwhile, so
 *   a busy page never makes its shoppers wait for the database.
 * Identical requests that miss together share one read.
 */
export function createPageCache(options: {
  readVersion: () => Promise<number>;
  checkEveryMs: number;
  maxAgeMs: number;
  maxEntries: number;
  now: () => number;
}) {
  const { readVersion, checkEveryMs, maxAgeMs, maxEntries, now } = options;
  const answers = new LRUCache<string, { value: object; readAt: number }>({ max: maxEntries });
  const reading = new Map<string, Promise<object>>();
  let generation = 0;
  let seenVersion: number | undefined;

  function clear(): void {
    generation += 1;
    answers.clear();
    reading.clear();
  }

  const checkVersion = throttledVersionCheck({
    readVersion,
    everyMs: checkEveryMs,
    now,
    onRead: (version) => {
      if (seenVersion !== undefined && version !== seenVersion) clear();
      seenVersion = version;
    },
    onError: clear,
  });

  /** One read per key at a time; kept only if no write happened meanwhile. */
  function read<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    const started = generation;
    const readAt = now();
    const answer = load();
    reading.set(key, answer);
    void answer
      .then(
        (value) => {
          if (generation === started) answers.set(key, { value, readAt });
        },
        () => undefined,
      )
      .finally(() => {
        if (reading.get(key) === answer) reading.delete(key);
      });
    return answer;
  }

  return {
    async get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
      checkVersion();
      const held = answers.get(key);
      if (held) {
        if (now() - held.readAt >= maxAgeMs && !reading.has(key)) {
          read(key, load).catch(() => undefined);
        }
        return held.value as T;
      }
      return ((reading.get(key) as Promise<T> | undefined) ?? read(key, load)) as Promise<T>;
    },
    clear,
  };
}
