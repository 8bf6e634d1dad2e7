import type { Db } from '../../db/knex.ts';
import type { StoredPicture } from '../image/picture-json.ts';

/** The distinct pictures past orders show whose keys start with `prefix` (`uploads/`, …). */
export async function orderPictures(db: Db, prefix: string): Promise<StoredPicture[]> {
  const rows: { imagePath: string; imageWidth: number | null; imageHeight: number | null }[] =
    await db('order_items')
      .distinct('imagePath', 'imageWidth', 'imageHeight')
      .where('imagePath', 'like', `${prefix}%`);
  return rows.map((r) => ({ key: r.imagePath, width: r.imageWidth, height: r.imageHeight }));
}

/**
 * Points the order lines that show `fromKey` at `to`: the same picture stored again, or
 * measured. Only the rebuild does this; the snapshot's name and price never change.
 */
export async function replaceOrderPicture(trx: Db, fromKey: string, to: StoredPicture) {
  return trx('order_items')
    .where('imagePath', fromKey)
    .update({ imagePath: to.key, imageWidth: to.width, imageHeight: to.height });
}
