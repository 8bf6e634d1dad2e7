import { throttledVersionCheck } from './catalogue-version.ts';
import { holdList, type HeldList, type ListItem, type PatchableList } from './held-list.ts';

interface Held {
  list: PatchableList;
  version: number;
  expires: number;
  /** `marks` when its read began: a patch read before that is already in it. */
  mark: number;
}

/**
 * The whole product list, held serialised and compressed: it is the spec's call (every
 * product, for the seller and older clients) and can be megabytes, so it is built once per
 * change, not per request.
 * - A write in this process bumps the catalogue version and reads the list again; it
 *   answers once the new list is held, so every request made after its answer sees it.
 *   Requests already on their way get the previous list instead of queueing behind the read.
 * - Writes through other API processes on the same database are noticed by the version,
 *   read at most once per `checkEveryMs` in the background.
 * - Stock that orders change is patched in (`patch`): those products replaced, the rest of
 *   the bytes reused (held-list.ts). Counts changed without a patch (orders above the
 *   few-left mark, or through another process without Redis) show within `maxAgeMs`.
 * Reads run one at a time per change; only a newer read replaces what is held.
 */
export function createListCache(options: {
  /** Every product on the list, in order. */
  load: () => Promise<readonly ListItem[]>;
  readVersion: () => Promise<number>;
  bumpVersion: () => Promise<void>;
  checkEveryMs: number;
  maxAgeMs: number;
  now: () => number;
}) {
  const { load, readVersion, bumpVersion, checkEveryMs, maxAgeMs, now } = options;
  let held: Held | undefined;
  let reading: { list: Promise<HeldList>; version: number } | undefined;
  /** Bumped by `forget`: a read started before it must not be held. */
  let generation = 0;
  /** Orders the reads of the list and of patches (see `mark`). */
  let marks = 0;
  /** Patches made while the list was being read, made again on what that read brings. */
  const patches: { products: ReadonlyMap<string, ListItem>; mark: number }[] = [];

  function refresh(version: number): Promise<HeldList> {
    if (reading && reading.version >= version) return reading.list;
    const started = now();
    const startedIn = generation;
    const mark = marks;
    const list = load().then((products) => {
      const fresh: Held = {
        list: holdList(products, now),
        version,
        expires: started + maxAgeMs,
        mark,
      };
      for (const patch of patches)
        if (patch.mark > mark) fresh.list = fresh.list.with(patch.products);
      if (startedIn !== generation) return fresh.list;
      if (!held || version >= held.version) held = fresh;
      return held.list;
    });
    const entry = { list, version };
    reading = entry;
    void list
      .finally(() => {
        if (reading !== entry) return;
        reading = undefined;
        patches.length = 0;
      })
      .catch(() => undefined);
    return list;
  }

  /** In the background: has another process changed the catalogue? */
  const checkVersion = throttledVersionCheck({
    readVersion,
    everyMs: checkEveryMs,
    now,
    onRead: (version) => {
      if (!held || version > held.version || held.expires <= now()) return refresh(version);
      return undefined;
    },
    onError: () => undefined,
    // The first list is read on the first request anyway.
    checkedAt: 0,
  });

  return {
    async get(): Promise<HeldList> {
      if (!held) return refresh(await readVersion());
      checkVersion();
      return held.list;
    },

    /** Another process wrote: the next request reads the list again (and waits for it). */
    forget(): void {
      generation += 1;
      held = undefined;
      reading = undefined;
      patches.length = 0;
    },

    /** Taken before reading products again for `patch`. */
    mark: (): number => (marks += 1),

    /**
     * These products as read after `mark()` returned `mark`: replaced in the held list (and
     * in a list being read, if its read began before theirs), the rest left as it is.
     */
    patch(products: ReadonlyMap<string, ListItem>, mark: number): void {
      if (reading) patches.push({ products, mark });
      if (held && mark > held.mark) held = { ...held, list: held.list.with(products) };
    },

    /** A write has committed: resolves once the held list includes it (never rejects). */
    async changed(): Promise<void> {
      try {
        await bumpVersion();
        await refresh(await readVersion());
      } catch {
        // The database could not be read: hold nothing older than the write.
        held = undefined;
      }
    },
  };
}
