import { BaseModel } from '../../db/base-model.ts';

export class ProductImageModel extends BaseModel {
  static override tableName = 'product_images';

  declare id: string;
  declare productId: string;
  declare position: number;
  /** Storage key such as `uploads/<id>.webp` or `demo/tomatoes.svg`; made absolute on output. */
  declare path: string;
}
