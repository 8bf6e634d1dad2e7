// Statements of placing an order (order.service.ts), written for that one use.
import { addressFieldNames } from '../../contract/address-fields.ts';
import type { Category } from '../../contract/product.ts';
import type { Db } from '../../db/knex.ts';
import { conflict } from '../../lib/errors.ts';

interface OrderProductRow {
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
}

// Placing orders is the busiest write, so its statements are few and written for it: the
// products come with their main picture (position 0: pictures are numbered from 0) in one
// query, and the address snapshot is copied by the database only if the address belongs to
// the customer.
export async function loadOrderProducts(trx: Db, ids: string[]): Promise<OrderProductRow[]> {
  const rows: OrderProductRow[] = await trx('products')
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
      'main.path as imagePath',
      'main.width as imageWidth',
      'main.height as imageHeight',
    )
    .whereIn('products.id', ids);
  return rows.map((r) => ({ ...r, inStock: Boolean(r.inStock) }));
}

// Raw SQL skips knexSnakeCaseMappers, so the columns are named here the way it names them.
const ADDRESS_COLUMNS = addressFieldNames.map((name) =>
  name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
);

/** Copies the address into the order only if it is the customer's (0 rows otherwise). */
export function addressSnapshot(trx: Db, orderId: string, addressId: string, userId: string) {
  const columns = ADDRESS_COLUMNS.join(', ');
  return trx.raw(
    `insert into order_addresses (order_id, address_id, ${columns}) select ?, id, ${columns} from addresses where id = ? and user_id = ?`,
    [orderId, addressId, userId],
  );
}

/** An account may keep only a few unpaid online orders (each holds units) at a time. */
export async function refuseTooManyUnpaid(trx: Db, userId: string, limit: number): Promise<void> {
  const row = (await trx('orders')
    .where({ userId, paymentType: 'Online', paymentStatus: 'pending' })
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  const unpaid = Number(row?.n ?? 0);
  if (unpaid >= limit) {
    throw conflict(
      `You have ${unpaid} online ${unpaid === 1 ? 'order' : 'orders'} waiting for payment. Please pay for one or cancel it in My Orders before placing another.`,
    );
  }
}
