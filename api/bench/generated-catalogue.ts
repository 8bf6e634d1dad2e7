// A generated supermarket catalogue for the benchmarks: names from a few word lists, all
// seven categories, prices spread out, one in ten switched off, one in twenty counted.
import { demoCategories as categories } from '../src/db/seed/demo-catalogue.ts';
import type { Db } from '../src/db/knex.ts';
import { newId } from '../src/lib/ids.ts';
import { addProductWords } from '../src/modules/product/product-words.ts';

// Names a shop might have: "Organic Basmati Rice 5 kg", "Fresh Green Chillies 250 g".
export const QUALITIES = [
  'Fresh',
  'Organic',
  'Premium',
  'Classic',
  'Farm',
  'Golden',
  'Family',
  'Daily',
];
export const COLOURS = ['Green', 'Red', 'White', 'Brown', 'Yellow', 'Black', 'Pink', 'Masala'];
export const ITEMS = [
  'Tomatoes',
  'Onions',
  'Potatoes',
  'Chillies',
  'Apples',
  'Bananas',
  'Mangoes',
  'Grapes',
  'Cola',
  'Juice',
  'Coffee',
  'Tea',
  'Noodles',
  'Pasta',
  'Oats',
  'Poha',
  'Milk',
  'Paneer',
  'Curd',
  'Butter',
  'Bread',
  'Buns',
  'Cookies',
  'Rusk',
  'Rice',
  'Atta',
  'Dal',
  'Besan',
];
export const SIZES = ['250 g', '500 g', '1 kg', '5 kg', '200 ml', '1 L', '6 pcs', '12 pcs'];

export const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;
export const nameOf = (n: number) =>
  `${pick(QUALITIES, n)} ${pick(COLOURS, Math.floor(n / 8))} ${pick(ITEMS, Math.floor(n / 64))} ${pick(SIZES, n * 7)}`;

/** Inserts `count` products (with a picture each and their search words), newest first. */
export async function seedCatalogue(db: Db, count: number) {
  const now = Date.now();
  for (let batch = 0; batch < count; batch += 500) {
    const rows = Array.from({ length: Math.min(500, count - batch) }, (_, i) => {
      const n = batch + i;
      return {
        id: newId(),
        name: nameOf(n),
        category: pick(categories, n),
        pricePaise: 5000 + (n % 997) * 25,
        offerPricePaise: 4500 + (n % 997) * 25,
        description: JSON.stringify(['Generated for the benchmark', `Item number ${n}`]),
        // One in ten switched off, one in twenty counted down to a few.
        inStock: n % 10 !== 0,
        stock: n % 20 === 0 ? n % 7 : null,
        weight: pick(SIZES, n * 7),
        createdAt: now - n * 1000,
        updatedAt: now - n * 1000,
      };
    });
    await db.transaction(async (trx) => {
      await trx('products').insert(rows);
      await trx('product_images').insert(
        rows.map((r) => ({
          id: newId(),
          productId: r.id,
          position: 0,
          path: 'demo/tomatoes.svg',
          width: 256,
          height: 256,
        })),
      );
      await addProductWords(trx, rows);
    });
  }
  // Fresh index statistics, as a database that has been running would have: InnoDB
  // recomputes them in the background some time after a bulk insert, and until then the
  // optimizer guesses (a search's plan then depends on when the bench started).
  if (db.client.config.client === 'mysql2') {
    await db.raw('ANALYZE TABLE products, product_images, product_words');
  }
}

/** A cursor `depth` pages down the newest-first list, found by walking to it. */
export async function deepCursor(api: string, depth: number): Promise<string> {
  let cursor = '';
  for (let i = 0; i < depth; i += 1) {
    const res = await fetch(`${api}/api/product/list?limit=24${cursor ? `&cursor=${cursor}` : ''}`);
    const { nextCursor } = (await res.json()) as { nextCursor: string };
    cursor = encodeURIComponent(nextCursor);
  }
  return cursor;
}
