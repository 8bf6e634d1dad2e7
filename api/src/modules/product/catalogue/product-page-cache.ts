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
 * - Stock that orders change is patched in (`patch`): each held answer is edited, kept or
 *   dropped by the caller's function, not all cleared.
 * - Counts changed without a patch (orders above the few-left mark, or through another
 *   process without Redis) are read again after `maxAgeMs`: in the background, answering
 *   the held page meanwhile, so a busy page never makes its shoppers wait for the database.
 * Identical requests that miss together share one read.
 */
export function createPageCache<V extends object = object>(options: {
  readVersion: () => Promise<number>;
  checkEveryMs: number;
  maxAgeMs: number;
  maxEntries: number;
  now: () => number;
  /** The products an answer shows, so a patch finds those showing one at once. */
  idsOf: (value: V) => Iterable<string>;
}) {
  const { readVersion, checkEveryMs, maxAgeMs, maxEntries, now, idsOf } = options;
  /** The keys of the answers showing each product, and the answer indexed for each key. */
  const holding = new Map<string, Set<string>>();
  const indexed = new Map<string, Held<V>>();
  const unindex = (key: string) => {
    const held = indexed.get(key);
    if (!held) return;
    indexed.delete(key);
    for (const id of idsOf(held.value)) {
      const keys = holding.get(id);
      keys?.delete(key);
      if (keys?.size === 0) holding.delete(id);
    }
  };
  const index = (key: string, held: Held<V>) => {
    unindex(key);
    indexed.set(key, held);
    for (const id of idsOf(held.value)) {
      const keys = holding.get(id) ?? new Set<string>();
      keys.add(key);
      holding.set(id, keys);
    }
  };
  /** Reads on their way: the `marks` each began at, and the patches made since. */
  const reading = new Map<string, { mark: number; edits: Landing<V>[] }>();
  let marks = 0;
  let seenVersion: number | undefined;

  const answers = new LRUCache<string, Held<V>, () => Promise<V>>({
    max: maxEntries,
    ttl: maxAgeMs,
    // Older than maxAgeMs, an answer is still given at once while `fetch` reads it again
    // in the background: a busy page never makes its shoppers wait for the database.
    allowStale: true,
    noDeleteOnStaleGet: true,
    perf: { now },
    ttlResolution: 0,
    // Identical requests that miss together share this read. Patches made meanwhile are
    // made on what it brings. A write meanwhile deletes the key: what the read brings is
    // still given to those waiting for it (one answer from just before the write) but not
    // kept.
    ignoreFetchAbort: true,
    fetchMethod: async (key, _stale, { context, signal }) => {
      const started = { mark: marks, edits: [] as Landing<V>[] };
      reading.set(key, started);
      try {
        let value: V | undefined = await context();
        for (const edit of started.edits) value = value && edit(value);
        // A patch dropped it: nothing is kept, and those waiting read again.
        if (!value) return undefined;
        const held = { value, mark: started.mark };
        if (!signal.aborted) index(key, held);
        return held;
      } finally {
        if (reading.get(key) === started) reading.delete(key);
      }
    },
    dispose: (held, key) => {
      if (indexed.get(key) === held) unindex(key);
    },
  });

  function clear(): void {
    answers.clear();
    holding.clear();
    indexed.clear();
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

  return {
    async get<T extends V>(key: string, load: () => Promise<T>): Promise<T> {
      checkVersion();
      const held = await answers.fetch(key, { context: load });
      // Only a read that brought nothing leaves fetch without an answer: read it here.
      return (held?.value as T | undefined) ?? load();
    },
    clear,

    /** Taken before reading what `patch` will be given. */
    mark: (): number => (marks += 1),

    /**
     * Products read after `mark()` returned `mark` changed: `edit` gives each answer read
     * before it as it should now be (the same object to keep it, undefined to drop it),
     * told whether the answer shows one of them. Answers showing none are looked at only
     * when `all` (a product may now join them). Reads on their way are edited when they
     * land.
     */
    patch(edit: Edit<V>, mark: number, ids: readonly string[], all: boolean): void {
      const showing = new Set(ids.flatMap((id) => [...(holding.get(id) ?? [])]));
      for (const key of all ? [...answers.keys()] : showing) {
        const held = answers.peek(key);
        if (!held || held.mark >= mark) continue;
        const value = edit(held.value, showing.has(key));
        if (!value) {
          answers.delete(key);
        } else if (value !== held.value) {
          // Edited in place, so a patch leaves the least recently used order as it was.
          held.value = value;
          index(key, held);
        }
      }
      for (const started of reading.values())
        if (started.mark < mark) started.edits.push((value) => edit(value, true));
    },
  };
}

/** An answer held, and `marks` when its read began: a patch read before it is in it. */
interface Held<V> {
  value: V;
  mark: number;
}

/** A held answer as it should be now, or undefined when it must be read again. */
export type Edit<V> = (value: V, showsChanged: boolean) => V | undefined;
/** An edit waiting for a read to land. */
type Landing<V> = (value: V) => V | undefined;
