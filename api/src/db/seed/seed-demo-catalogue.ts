import { toPaise } from '../../contract/paise.ts';
import { newId } from '../../lib/ids.ts';
import { generateSku } from '../../lib/sku.ts';
import { artworkSize, DEMO_KEY_PREFIX } from '../../modules/image/demo-artwork.ts';
import { addProductWords } from '../../modules/product/product-words.ts';
import type { Db } from '../knex.ts';
import { demoCatalogue, demoCategories, type DemoProduct } from './demo-catalogue.ts';

/**
 * Newest-first listing shows the catalogue round-robin across categories, so the first
 * screenful (and Best Sellers) is a mix rather than five vegetables.
 */
function interleaved(): DemoProduct[] {
  const byCategory = demoCategories.map((c) => demoCatalogue.filter((p) => p.category === c));
  const longest = Math.max(...byCategory.map((list) => list.length));
  const order: DemoProduct[] = [];
  for (let i = 0; i < longest; i += 1) {
    for (const list of byCategory) {
      const product = list[i];
      if (product) order.push(product);
    }
  }
  return order;
}

/** Loads the demo catalogue when the product table is empty; returns how many it added. */
export async function seedDemoCatalogue(db: Db, now: number = Date.now()): Promise<number> {
  const files = [...new Set(demoCatalogue.flatMap((p) => p.images))];
  const sizes = new Map(
    await Promise.all(
      files.map(async (file) => [file, await artworkSize(`${DEMO_KEY_PREFIX}${file}`)] as const),
    ),
  );
  return db.transaction(async (trx) => {
    const [{ count } = { count: 0 }] = (await trx('products').count('* as count')) as {
      count: number | string;
    }[];
    if (Number(count) > 0) return 0;
    const products = interleaved().map((p, index) => ({
      id: newId(),
      p,
      time: now - index * 1000,
    }));
    await trx('products').insert(
      products.map(({ id, p, time }) => ({
        id,
        name: p.name,
        category: p.category,
        pricePaise: toPaise(p.price),
        offerPricePaise: toPaise(p.offerPrice),
        description: JSON.stringify(p.description),
        inStock: true,
        sku: generateSku(),
        weight: p.weight ?? null,
        createdAt: time,
        updatedAt: time,
      })),
    );
    await addProductWords(
      trx,
      products.map(({ id, p }) => ({ id, name: p.name })),
    );
    await trx('product_images').insert(
      products.flatMap(({ id, p }) =>
        p.images.map((file, position) => ({
          id: newId(),
          productId: id,
          position,
          path: `${DEMO_KEY_PREFIX}${file}`,
          ...sizes.get(file),
        })),
      ),
    );
    return products.length;
  });
}
