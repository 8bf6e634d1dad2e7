import { BaseModel } from '../../../db/base-model.ts';

export class ProductImageModel extends BaseModel {
  static override tableName = 'product_images';

  declare id: string;
  declare productId: string;
  declare position: number;
  /**
   * Storage key: `photos/<id>` (a processed photo: master and variants), `demo/<name>.svg`
   * (shipped artwork) or `uploads/<id>.<ext>` (an upload from before processing, until
   * `npm run images:rebuild`); made absolute on output.
   */
  declare path: string;
  /** The stored master's (or artwork's) size; null until known. */
  declare width: number | null;
  declare height: number | null;
}
