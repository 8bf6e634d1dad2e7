import type { Category } from '../../contract/product.ts';
import type { Db } from '../../db/knex.ts';
import type { StatementBatch } from '../../db/statement-batch.ts';

export interface OrderProductRow {
  id: string;
  name: string;
  category: Category;
  offerPricePaise: number;
  inStock: boolean;
  stock: number | null;
  archivedAt: number | null;
  imagePath: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  gstRate: number | null;
  hsn: string | null;
}

// Placing orders is the busiest write, so its statements are few and written for it: the
// products come with their main picture (position 0: pictures are numbered from 0) in one
// query, which goes in the same round trip as the placement's first write.
export function productsForOrderIn(
  batch: StatementBatch,
  trx: Db,
  ids: string[],
): () => OrderProductRow[] {
  const place = batch.read(
    trx('products')
      .leftJoin('product_images as main', (join) =>
        join.on('main.productId', 'products.id').andOnVal('main.position', 0),
      )
      .select(
        'products.id',
        'products.name',
        'products.category',
        'products.offerPricePaise',
        'products.inStock',
        'products.stock',
        'products.archivedAt',
        'products.gstRate',
        'products.hsn',
        'main.path as imagePath',
        'main.width as imageWidth',
        'main.height as imageHeight',
      )
      .whereIn('products.id', ids),
  );
  return () =>
    batch.rowsOf<OrderProductRow>(place).map((r) => ({ ...r, inStock: Boolean(r.inStock) }));
}
