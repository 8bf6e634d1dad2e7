import type { Db } from '../../db/knex.ts';
import type { StoredPicture } from '../../images/picture-json.ts';

/**
 * The pictures past orders show in their snapshots: the product module asks before it
 * deletes a stored file, and the image rebuild repoints them.
 */
export function createOrderPictures(db: Db) {
  return {
    /** Of these storage keys, those an order line still shows. */
    async inUse(keys: readonly string[]): Promise<Set<string>> {
      const rows: { imagePath: string }[] = await db('order_items')
        .whereIn('imagePath', [...keys])
        .distinct('imagePath');
      return new Set(rows.map((r) => r.imagePath));
    },

    /** The distinct pictures whose keys start with `prefix` (`uploads/`, …). */
    async under(prefix: string): Promise<StoredPicture[]> {
      const rows: { imagePath: string; imageWidth: number | null; imageHeight: number | null }[] =
        await db('order_items')
          .distinct('imagePath', 'imageWidth', 'imageHeight')
          .where('imagePath', 'like', `${prefix}%`);
      return rows.map((r) => ({ key: r.imagePath, width: r.imageWidth, height: r.imageHeight }));
    },

    /**
     * Points the order lines that show `fromKey` at `to`: the same picture stored again, or
     * measured. Only the rebuild does this; the snapshot's name and price never change.
     */
    async replace(trx: Db, fromKey: string, to: StoredPicture): Promise<void> {
      await trx('order_items')
        .where('imagePath', fromKey)
        .update({ imagePath: to.key, imageWidth: to.width, imageHeight: to.height });
    },
  };
}

export type OrderPictures = ReturnType<typeof createOrderPictures>;
