import type { Db } from '../../db/knex.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/errors.ts';
import { CategoryModel } from './category.model.ts';

// Names and paths are unique (names ignoring case): checked first for a readable refusal,
// and held by unique indexes when two requests race past the check.

const nameTaken = (name: string) => conflict((w) => w.catalogue.categoryNameTaken(name));
const pathTaken = (path: string) => conflict((w) => w.catalogue.categoryPathTaken(path));

/** Refuses a name or path another category has (names ignoring case). */
export async function checkFree(trx: Db, id: string | null, name?: string, path?: string) {
  if (name === undefined && path === undefined) return;
  const clash = (await CategoryModel.query(trx)
    .where((q) => {
      if (name !== undefined) q.orWhere('nameKey', name.toLowerCase());
      if (path !== undefined) q.orWhere('path', path);
    })
    .modify((q) => (id ? q.whereNot('id', id) : q))
    .select('nameKey', 'path')) as Pick<CategoryModel, 'nameKey' | 'path'>[];
  if (name !== undefined && clash.some((c) => c.nameKey === name.toLowerCase()))
    throw nameTaken(name);
  if (path !== undefined && clash.some((c) => c.path === path)) throw pathTaken(path);
}

/** A unique index answered before our check could: say which, in the seller's words. */
export function clashOf(err: unknown, name: string | undefined, path: string | undefined): unknown {
  if (!isUniqueViolation(err)) return err;
  const text = String((err as Error).message);
  if (path !== undefined && /path/.test(text)) return pathTaken(path);
  return name !== undefined ? nameTaken(name) : pathTaken(path ?? '');
}
