// The shop `npm run bench:summary` measures: a year of a busy shop (products, orders and
// their lines; cash and online, delivered, cancelled, refunded, unpaid), written straight
// into the database with batched inserts (through the API it would take many minutes).
import type { Db } from '../src/db/knex.ts';
import { newId } from '../src/lib/ids.ts';
import { DAY_MS } from '../src/lib/shop-calendar.ts';

const PRODUCTS = 300;
const BATCH = 2_000;

/** A fixed sequence (mulberry32), so every run seeds the same shop. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function insertAll(db: Db, table: string, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += BATCH) await db(table).insert(rows.slice(i, i + BATCH));
}

/** A year of a busy shop, written with batched inserts (not through the API: minutes). */
export async function seedYear(db: Db, now: number, count: number) {
  const next = random(29);
  const userId = newId();
  await db('users').insert({
    id: userId,
    name: 'Bench shopper',
    email: 'bench-shopper@example.com',
    passwordHash: 'x',
    cartItems: '{}',
    createdAt: now,
    updatedAt: now,
  });
  const products = Array.from({ length: PRODUCTS }, (_, i) => ({
    id: newId(),
    name: `Bench product ${i}`,
    category: 'Grains',
    pricePaise: 5_000 + i * 100,
    offerPricePaise: 4_500 + i * 100,
    description: '[]',
    inStock: true,
    // One in ten is counted, some of them running out.
    stock: i % 10 === 0 ? i % 9 : null,
    sku: `BENCH-${i}`,
    createdAt: now,
    updatedAt: now,
  }));
  await insertAll(db, 'products', products);
  const orders: Record<string, unknown>[] = [];
  const items: Record<string, unknown>[] = [];
  for (let n = 0; n < count; n += 1) {
    const createdAt = Math.floor(now - next() * 365 * DAY_MS);
    const age = now - createdAt;
    const online = next() < 0.4;
    const roll = next();
    const recent = age < DAY_MS;
    const status = recent
      ? (['Order Placed', 'Packed', 'Out for delivery', 'Delivered'] as const)[Math.floor(roll * 4)]
      : roll < 0.07
        ? 'Cancelled'
        : 'Delivered';
    const unpaid = online && next() < 0.03;
    const orderId = newId();
    const lines = 1 + Math.floor(next() * 5);
    let subtotal = 0;
    for (let position = 0; position < lines; position += 1) {
      const product = products[Math.floor(next() * PRODUCTS)]!;
      const quantity = 1 + Math.floor(next() * 3);
      subtotal += product.offerPricePaise * quantity;
      items.push({
        id: newId(),
        orderId,
        position,
        productId: product.id,
        name: product.name,
        category: product.category,
        offerPricePaise: product.offerPricePaise,
        quantity,
      });
    }
    const tax = Math.round(subtotal * 0.02);
    const delivered = status === 'Delivered';
    const refunded = online && !unpaid && status === 'Cancelled';
    orders.push({
      id: orderId,
      userId,
      number: unpaid ? null : `KR-${10_001 + n}`,
      subtotalPaise: subtotal,
      taxPaise: tax,
      amountPaise: subtotal + tax,
      paymentType: online ? 'Online' : 'COD',
      paymentStatus: online ? (unpaid ? 'failed' : 'paid') : delivered ? 'paid' : 'not_required',
      status: unpaid ? 'Cancelled' : status,
      paidAt: online && !unpaid ? createdAt + 60_000 : delivered ? createdAt + 3 * 3_600_000 : null,
      paidAmountPaise: (online && !unpaid) || delivered ? subtotal + tax : null,
      refundStatus: refunded ? 'refunded' : null,
      refundedAt: refunded ? createdAt + 7_200_000 : null,
      createdAt,
      updatedAt: createdAt,
    });
    if (orders.length === BATCH * 5) {
      await insertAll(db, 'orders', orders.splice(0));
      await insertAll(db, 'order_items', items.splice(0));
    }
  }
  await insertAll(db, 'orders', orders);
  await insertAll(db, 'order_items', items);
}
