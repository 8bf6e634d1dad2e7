import type { Db } from '../../db/knex.ts';

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
