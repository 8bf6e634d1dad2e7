import type { Db } from '../../../db/knex.ts';

// One counter for the whole catalogue, bumped by every change a shopper could see, so each
// API process can tell, with one cheap read, that its cached copy of the list is old.

export async function bumpCatalogueVersion(db: Db): Promise<void> {
  await db('catalogue_version').where('id', 1).increment('version', 1);
}

export async function readCatalogueVersion(db: Db): Promise<number> {
  const row = (await db('catalogue_version').where('id', 1).first('version')) as
    { version: number | string } | undefined;
  return Number(row?.version ?? 0);
}

/**
 * A background look at the version at most once per `everyMs`, one at a time: `check()`
 * returns at once and `onRead` gets the version (or the error) when the read answers.
 */
export function throttledVersionCheck(options: {
  readVersion: () => Promise<number>;
  everyMs: number;
  now: () => number;
  onRead: (version: number) => unknown;
  onError: () => void;
  /** When the last look counts as taken (default: never, so the first call looks). */
  checkedAt?: number;
}): () => void {
  const { readVersion, everyMs, now, onRead, onError } = options;
  let lastCheck = options.checkedAt ?? Number.NEGATIVE_INFINITY;
  let checking = false;
  return () => {
    if (checking || now() - lastCheck < everyMs) return;
    checking = true;
    lastCheck = now();
    readVersion()
      .then(onRead)
      .catch(onError)
      .finally(() => {
        checking = false;
      });
  };
}
