import type { Db } from '../../db/knex.ts';
import { searchWords } from './search-words.ts';

const BATCH = 500;

/** Indexes the names of products just inserted. */
export async function addProductWords(
  trx: Db,
  products: readonly { id: string; name: string }[],
): Promise<void> {
  const rows = products.flatMap(({ id, name }) =>
    searchWords(name).map((word) => ({ word, productId: id })),
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx('product_words').insert(rows.slice(i, i + BATCH));
  }
}

/**
 * Re-indexes a product whose name (or a translated name: `names` holds them all) changed:
 * removes the words it no longer has and adds the new ones. Rows are deleted by their primary key, not by a range of product ids: on
 * MySQL a range delete takes gap locks that deadlock with other products' inserts.
 */
export async function replaceProductWords(
  trx: Db,
  id: string,
  names: readonly string[],
): Promise<void> {
  const wanted = new Set(names.flatMap((name) => searchWords(name)));
  const current = (await trx('product_words').where('productId', id).pluck('word')) as string[];
  for (const word of current.filter((word) => !wanted.has(word))) {
    await trx('product_words').where({ word, productId: id }).delete();
  }
  const missing = [...wanted].filter((word) => !current.includes(word));
  if (missing.length > 0) {
    await trx('product_words').insert(missing.map((word) => ({ word, productId: id })));
  }
}
