import type { Category } from '../../contract/product.ts';
import { BaseModel } from '../../db/base-model.ts';

export class OrderItemModel extends BaseModel {
  static override tableName = 'order_items';

  declare id: string;
  declare orderId: string;
  declare position: number;
  declare productId: string;
  declare name: string;
  declare category: Category;
  declare imagePath: string | null;
  /** The picture's size when ordered (null for pictures stored before sizes were). */
  declare imageWidth: number | null;
  declare imageHeight: number | null;
  declare offerPricePaise: number;
  declare quantity: number;
  declare stockTaken: number;
  /** The product's GST rate and HSN code when ordered, for the bill. */
  declare gstRate: number | null;
  declare hsn: string | null;
}
