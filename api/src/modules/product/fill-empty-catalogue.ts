import type { Db } from '../../db/knex.ts';
import type { StoredPicture } from '../../images/picture-json.ts';
import { bumpCatalogueVersion } from './catalogue/catalogue-version.ts';
import { setProductImages } from './images/product-images.ts';
import { insertProducts, type NewProduct } from './product-rows.ts';
import { ProductModel } from './product.model.ts';

/**
 * Fills an empty shop (the demo catalogue): the products, their search words and their
 * pictures in one transaction, then a new catalogue version. A shop that has any product
 * is left as it is. Resolves to how many products were added.
 */
export async function fillEmptyCatalogue(
  db: Db,
  products: readonly (NewProduct & { pictures: StoredPicture[] })[],
): Promise<number> {
  const added = await db.transaction(async (trx) => {
    if ((await ProductModel.query(trx).resultSize()) > 0) return 0;
    await insertProducts(
      trx,
      products.map(({ pictures: _, ...product }) => product),
    );
    for (const { id, pictures } of products) await setProductImages(trx, id, pictures);
    return products.length;
  });
  if (added > 0) await bumpCatalogueVersion(db);
  return added;
}
