import type { Db } from '../../db/knex.ts';
import type { Signals } from '../../lib/signals.ts';
import { bumpCatalogueVersion, readCatalogueVersion } from './catalogue-version.ts';
import { createListCache } from './product-list-cache.ts';
import { createPageCache } from './product-page-cache.ts';

/**
 * How often a process asks the database whether another one changed the catalogue (its
 * whole-list copy is then read again). Changes made through this process show as soon as
 * the change has answered.
 */
export const CATALOGUE_CHECK_MS = 1000;
/** Stock counts that orders change without a catalogue change are at most this old. */
export const WHOLE_LIST_MAX_AGE_MS = 60_000;
/** Pages and product pages show stock counts that orders change at most this old. */
export const PAGE_MAX_AGE_MS = 10_000;
/** Distinct pages held (each a few kilobytes). */
const PAGE_CACHE_ENTRIES = 2_000;

/**
 * The catalogue's two caches in one process, the whole list and the pages, and the one
 * way to tell both that a write has committed.
 */
export function createProductCaches(options: {
  db: Db;
  /** The whole list's JSON. */
  loadWholeList: () => Promise<string>;
  /** See CATALOGUE_CHECK_MS (tests of several processes shorten it). */
  catalogueCheckMs: number | undefined;
  signals: Signals;
  now: () => number;
}) {
  const { db, now } = options;
  const checkEveryMs = options.catalogueCheckMs ?? CATALOGUE_CHECK_MS;
  const listCache = createListCache({
    load: options.loadWholeList,
    readVersion: () => readCatalogueVersion(db),
    bumpVersion: () => bumpCatalogueVersion(db),
    checkEveryMs,
    maxAgeMs: WHOLE_LIST_MAX_AGE_MS,
    now,
  });
  const pageCache = createPageCache({
    readVersion: () => readCatalogueVersion(db),
    checkEveryMs,
    maxAgeMs: PAGE_MAX_AGE_MS,
    maxEntries: PAGE_CACHE_ENTRIES,
    now,
  });
  // Another process changed the catalogue: nothing held may be answered again.
  options.signals.subscribe('catalogue', () => {
    pageCache.clear();
    listCache.forget();
  });
  return {
    listCache,
    pageCache,
    /**
     * A write has committed: no list or page may be answered from before it, here or (once
     * this resolves, with Redis) in another process.
     */
    async changed(): Promise<void> {
      pageCache.clear();
      await listCache.changed();
      pageCache.clear();
      await options.signals.publish('catalogue');
    },
  };
}
