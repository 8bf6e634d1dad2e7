import type { StoreCategory } from '../../contract/category.ts';
import { pictureJson } from '../../images/picture-json.ts';
import type { CategoryModel } from './category.model.ts';

export function toCategoryJson(
  row: CategoryModel,
  publicApiUrl: string,
  productCount?: number,
): StoreCategory {
  return {
    id: row.id,
    name: row.name,
    // The original's; categoriesInLanguage puts another language's on.
    label: row.name,
    text: row.text ?? row.name,
    ownText: row.text !== null,
    path: row.path,
    colour: row.colour,
    image: row.image
      ? pictureJson(publicApiUrl, {
          key: row.image,
          width: row.imageWidth,
          height: row.imageHeight,
        }).url
      : null,
    position: row.position,
    retired: row.retiredAt !== null && row.retiredAt !== undefined,
    ...(productCount === undefined ? {} : { productCount }),
  };
}
