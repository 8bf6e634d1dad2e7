import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/knex.ts';
import type { Signals } from '../../../lib/signals.ts';
import { bumpCatalogueVersion, readCatalogueVersion } from './catalogue-version.ts';
import type { ListItem } from './held-list.ts';
import { createListCache } from './product-list-cache.ts';
import { createPageCache } from './product-page-cache.ts';
import {
  mayJoin,
  patchHeld,
  productsIn,
  type HeldAnswer,
  type Restocked,
  type StockChange,
} from './stock-patch.ts';

/**
 * How often a process asks the database whether another one changed the catalogue (its
 * whole-list copy is then read again). Changes made through this process show as soon as
 * the change has answered.
 */
export const CATALOGUE_CHECK_MS = 1000;
/**
 * Stock counts that orders change untold (above the few-left mark), or through another
 * process without Redis, are at most this old in the whole list.
 */
export const WHOLE_LIST_MAX_AGE_MS = 60_000;
/** And at most this old on pages and product pages. */
export const PAGE_MAX_AGE_MS = 10_000;
/** Distinct pages held (each a few kilobytes). */
const PAGE_CACHE_ENTRIES = 2_000;
/** Products whose last stock read is remembered (to tell which pages they may join). */
const STOCK_SEEN_ENTRIES = 10_000;

/** The `catalogue` signal's payload for a stock change: `stock:<id>,<id>…`. */
const STOCK_SIGNAL = 'stock:';

/**
 * Runs `read` for the ids asked for, one run at a time: ids asked for while one runs wait
 * for the next, which takes them all. Each caller's run so begins after its call (it sees
 * the caller's commit) and runs land in the order they read.
 */
function batched(read: (ids: readonly string[]) => Promise<void>) {
  let last: Promise<void> = Promise.resolve();
  let next: { ids: Set<string>; done: Promise<void> } | undefined;
  return (ids: readonly string[]): Promise<void> => {
    if (!next) {
      const batch = { ids: new Set<string>(), done: Promise.resolve() };
      batch.done = last.then(() => {
        if (next === batch) next = undefined;
        return read([...batch.ids]);
      });
      last = batch.done.catch(() => undefined);
      next = batch;
    }
    for (const id of ids) next.ids.add(id);
    return next.done;
  };
}

/**
 * The catalogue's two caches in one process, the whole list and the pages, and the ways to
 * tell both that a write has committed: `changed()` for any change, `stockChanged(ids)` for
 * stock that orders took or gave back.
 */
export function createProductCaches(options: {
  db: Db;
  /** Every product on the whole list, in order. */
  loadWholeList: () => Promise<readonly ListItem[]>;
  /** These products as they are now (archived ones too). */
  readProducts: (ids: readonly string[]) => Promise<Restocked[]>;
  /** See CATALOGUE_CHECK_MS (tests of several processes shorten it). */
  catalogueCheckMs: number | undefined;
  signals: Signals;
  now: () => number;
}) {
  const { db, now, signals } = options;
  const checkEveryMs = options.catalogueCheckMs ?? CATALOGUE_CHECK_MS;
  const listCache = createListCache({
    load: options.loadWholeList,
    readVersion: () => readCatalogueVersion(db),
    bumpVersion: () => bumpCatalogueVersion(db),
    checkEveryMs,
    maxAgeMs: WHOLE_LIST_MAX_AGE_MS,
    now,
  });
  const pageCache = createPageCache<HeldAnswer>({
    readVersion: () => readCatalogueVersion(db),
    checkEveryMs,
    maxAgeMs: PAGE_MAX_AGE_MS,
    maxEntries: PAGE_CACHE_ENTRIES,
    now,
    idsOf: productsIn,
  });

  /**
   * Each product as its last stock change here read it: held pages agree with it, so a page
   * without it need not be read again unless it now passes the page's filter and did not.
   * Forgotten on any other change (which may have changed what pages hold).
   */
  const seen = new LRUCache<string, Restocked>({ max: STOCK_SEEN_ENTRIES });
  /** Bumped with `seen.clear()`: a read from before must not be remembered after it. */
  let seenSince = 0;
  function forgetSeen(): void {
    seenSince += 1;
    seen.clear();
  }

  function forgetAll(): void {
    forgetSeen();
    pageCache.clear();
    listCache.forget();
  }

  // Marks first: a list or page read that began after them may hold newer counts than
  // these, and is left alone.
  const restock = batched(async (ids) => {
    const marks = { list: listCache.mark(), pages: pageCache.mark() };
    const since = seenSince;
    try {
      const products = await options.readProducts(ids);
      const remembered = since === seenSince;
      const changes = new Map<string, StockChange>(
        products.map((now) => [
          now.json._id,
          { now, before: remembered ? seen.get(now.json._id) : undefined },
        ]),
      );
      if (remembered) for (const product of products) seen.set(product.json._id, product);
      const listed = products.filter((p) => !p.archived).map((p) => p.json);
      listCache.patch(new Map(listed.map((json) => [json._id, json])), marks.list);
      // Usually the counts changed but no product came back: only the answers showing them.
      const all = [...changes.values()].some(mayJoin);
      pageCache.patch((held, shows) => patchHeld(held, changes, shows), marks.pages, ids, all);
    } catch {
      // They could not be read: hold nothing that may hide the change.
      forgetAll();
    }
  });

  /** Another process's stock change being read: requests wait for it (a millisecond or so). */
  let othersRestocking: Promise<void> = Promise.resolve();
  signals.subscribe('catalogue', (payload) => {
    if (payload?.startsWith(STOCK_SIGNAL)) {
      const ids = payload.slice(STOCK_SIGNAL.length).split(',').filter(Boolean);
      othersRestocking = restock(ids);
      return;
    }
    // Any other change, or a process too old to say what changed: nothing held may be
    // answered again.
    forgetAll();
  });

  return {
    async wholeList() {
      await othersRestocking;
      return listCache.get();
    },

    async held<T extends HeldAnswer>(key: string, load: () => Promise<T>): Promise<T> {
      await othersRestocking;
      return pageCache.get(key, load);
    },

    /**
     * A write has committed: no list or page may be answered from before it, here or (once
     * this resolves, with Redis) in another process.
     */
    async changed(): Promise<void> {
      forgetSeen();
      pageCache.clear();
      await listCache.changed();
      pageCache.clear();
      await signals.publish('catalogue');
    },

    /**
     * Orders changed these products' stock (committed): resolves once this process's list
     * and pages show their counts, read again, and (with Redis) others have been told which
     * to read. The catalogue version is not bumped: without Redis, other processes show
     * stock within WHOLE_LIST_MAX_AGE_MS and PAGE_MAX_AGE_MS, as for any count.
     */
    async stockChanged(productIds: readonly string[]): Promise<void> {
      const ids = [...new Set(productIds)];
      if (ids.length === 0) return;
      await restock(ids);
      await signals.publish('catalogue', `${STOCK_SIGNAL}${ids.join(',')}`);
    },
  };
}
