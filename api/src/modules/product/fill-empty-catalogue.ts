import type { TranslationsInput } from '../../contract/product.ts';
import type { Db } from '../../db/knex.ts';
import type { StoredPicture } from '../../images/picture-json.ts';
import { bumpCatalogueVersion } from './catalogue/catalogue-version.ts';
import { setProductImages } from './images/product-images.ts';
import { insertProducts, reindexNames, type NewProduct } from './product-rows.ts';
import { saveTranslations } from './product-translations.ts';
import { ProductModel } from './product.model.ts';

/** A product of a catalogue to load: its row, its pictures and, optionally, translations. */
export type CatalogueProduct = NewProduct & {
  pictures: StoredPicture[];
  translations?: TranslationsInput;
};

/**
 * Fills an empty shop (the demo catalogue): the products, their translations, their search
 * words (translated names included) and their pictures in one transaction, then a new
 * catalogue version. A shop that has any product is left as it is. Resolves to how many
 * products were added.
 */
export async function fillEmptyCatalogue(
  db: Db,
  products: readonly CatalogueProduct[],
): Promise<number> {
  const added = await db.transaction(async (trx) => {
    if ((await ProductModel.query(trx).resultSize()) > 0) return 0;
    await insertProducts(
      trx,
      products.map(({ pictures: _, translations: __, ...product }) => product),
    );
    for (const { id, pictures, translations, createdAt } of products) {
      await setProductImages(trx, id, pictures);
      // insertProducts indexed the original names only: a translated name is searchable
      // once the product's words are indexed again with it.
      if (await saveTranslations(trx, id, translations, createdAt)) await reindexNames(trx, id);
    }
    return products.length;
  });
  if (added > 0) await bumpCatalogueVersion(db);
  return added;
}
