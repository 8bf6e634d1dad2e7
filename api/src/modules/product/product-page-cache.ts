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
  /** The keys of the answers showing each product. */
  const holding = new Map<string, Set<string>>();
  const index = (key: string, value: V) => {
    for (const id of idsOf(value)) {
      const keys = holding.get(id) ?? new Set<string>();
      keys.add(key);
      holding.set(id, keys);
    }
  };
  const unindex = (key: string, value: V) => {
    for (const id of idsOf(value)) {
      const keys = holding.get(id);
      keys?.delete(key);
      if (keys?.size === 0) holding.delete(id);
    }
  };
  /** `mark` is `marks` when the read began: a patch read before it is already in it. */
  const answers = new LRUCache<string, { value: V; readAt: number; mark: number }>({
    max: maxEntries,
    dispose: (entry, key) => unindex(key, entry.value),
  });
  const keep = (key: string, entry: { value: V; readAt: number; mark: number }) => {
    answers.set(key, entry);
    index(key, entry.value);
  };
  /** Reads on their way, each with the patches made since it began (made on it when it lands). */
  const reading = new Map<string, { answer: Promise<V>; mark: number; edits: Landing<V>[] }>();
  let generation = 0;
  let marks = 0;
  let seenVersion: number | undefined;

  function clear(): void {
    generation += 1;
    answers.clear();
    holding.clear();
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
  function read<T extends V>(key: string, load: () => Promise<T>): Promise<T> {
    const started = generation;
    const readAt = now();
    const entry = { answer: load() as Promise<V>, mark: marks, edits: [] as Landing<V>[] };
    reading.set(key, entry);
    void entry.answer
      .then(
        (value) => {
          // Not kept after a write, nor over an answer read since (a patch let both run).
          if (generation !== started || (answers.peek(key)?.mark ?? -1) > entry.mark) return;
          let kept: V | undefined = value;
          for (const edit of entry.edits) kept = kept && edit(kept);
          if (kept) keep(key, { value: kept, readAt, mark: entry.mark });
        },
        () => undefined,
      )
      .finally(() => {
        if (reading.get(key) === entry) reading.delete(key);
      });
    return entry.answer as Promise<T>;
  }

  return {
    async get<T extends V>(key: string, load: () => Promise<T>): Promise<T> {
      checkVersion();
      const held = answers.get(key);
      if (held) {
        if (now() - held.readAt >= maxAgeMs && !reading.has(key)) {
          read(key, load).catch(() => undefined);
        }
        return held.value as T;
      }
      return ((reading.get(key)?.answer as Promise<T> | undefined) ??
        read(key, load)) as Promise<T>;
    },
    clear,

    /** Taken before reading what `patch` will be given. */
    mark: (): number => (marks += 1),

    /**
     * Products read after `mark()` returned `mark` changed: `edit` gives each answer read
     * before it as it should now be (the same object to keep it, undefined to drop it),
     * told whether the answer shows one of them. Answers showing none are looked at only
     * when `all` (a product may now join them). Reads on their way are edited when they
     * land; requests from now on do not share them, since they predate the change.
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
          unindex(key, held.value);
          held.value = value;
          index(key, value);
        }
      }
      for (const [key, entry] of reading) {
        if (entry.mark >= mark) continue;
        entry.edits.push((value) => edit(value, true));
        reading.delete(key);
      }
    },
  };
}

/** A held answer as it should be now, or undefined when it must be read again. */
export type Edit<V> = (value: V, showsChanged: boolean) => V | undefined;
/** An edit waiting for a read to land. */
type Landing<V> = (value: V) => V | undefined;
