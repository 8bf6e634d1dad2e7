import { toPaise } from '../../contract/paise.ts';
import { newId } from '../../lib/ids.ts';
import { generateSku } from '../../lib/sku.ts';
import { artworkSize, DEMO_KEY_PREFIX } from '../../images/demo-artwork.ts';
import { fillEmptyCatalogue } from '../../modules/product/fill-empty-catalogue.ts';
import type { Db } from '../knex.ts';
import { demoTranslations } from './demo-catalogue-hi.ts';
import { demoCatalogue, demoCategories } from './demo-catalogue.ts';

type DemoEntry = (typeof demoCatalogue)[number];

/**
 * Newest-first listing shows the catalogue round-robin across categories, so the first
 * screenful (and Best Sellers) is a mix rather than five vegetables.
 */
function interleaved(): DemoEntry[] {
  const byCategory = demoCategories.map((c) => demoCatalogue.filter((p) => p.category === c));
  const longest = Math.max(...byCategory.map((list) => list.length));
  const order: DemoEntry[] = [];
  for (let i = 0; i < longest; i += 1) {
    for (const list of byCategory) {
      const product = list[i];
      if (product) order.push(product);
    }
  }
  return order;
}

/**
 * Loads the demo catalogue, with its Hindi names and descriptions, when the product table
 * is empty; returns how many products it added.
 */
export async function seedDemoCatalogue(db: Db, now: number = Date.now()): Promise<number> {
  const files = [...new Set(demoCatalogue.flatMap((p) => p.images))];
  const sizes = new Map(
    await Promise.all(
      files.map(async (file) => [file, await artworkSize(`${DEMO_KEY_PREFIX}${file}`)] as const),
    ),
  );
  return fillEmptyCatalogue(
    db,
    interleaved().map((p, index) => {
      const time = now - index * 1000;
      return {
        id: newId(),
        name: p.name,
        category: p.category,
        pricePaise: toPaise(p.price),
        offerPricePaise: toPaise(p.offerPrice),
        description: p.description,
        inStock: true,
        sku: generateSku(),
        weight: p.weight ?? null,
        createdAt: time,
        updatedAt: time,
        pictures: p.images.map((file) => ({
          key: `${DEMO_KEY_PREFIX}${file}`,
          width: sizes.get(file)?.width ?? null,
          height: sizes.get(file)?.height ?? null,
        })),
        translations: demoTranslations(p.name),
      };
    }),
  );
}
