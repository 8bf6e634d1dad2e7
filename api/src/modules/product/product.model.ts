import type { RelationMappings } from 'objection';
import type { Category } from '../../contract/product.ts';
import { BaseModel } from '../../db/base-model.ts';
import { ProductImageModel } from './images/product-image.model.ts';

export class ProductModel extends BaseModel {
  static override tableName = 'products';
  static override jsonAttributes = ['description'];
  static override booleanColumns = ['inStock'];

  declare id: string;
  declare name: string;
  declare category: Category;
  declare pricePaise: number;
  declare offerPricePaise: number;
  declare description: string[];
  declare inStock: boolean;
  declare weight: string | null;
  declare stock: number | null;
  declare held: number;
  declare sku: string | null;
  declare gstRate: number | null;
  declare hsn: string | null;
  declare barcode: string | null;
  declare archivedAt: number | null;
  declare createdAt: number;
  declare updatedAt: number;
  declare images?: ProductImageModel[];

  static override get relationMappings(): RelationMappings {
    return {
      images: {
        relation: BaseModel.HasManyRelation,
        modelClass: ProductImageModel,
        join: { from: 'products.id', to: 'product_images.productId' },
      },
    };
  }
}
