import type { SellerOrderEvent } from '../../contract/seller-events.ts';
import { BaseModel } from '../../db/base-model.ts';

export class SellerEventModel extends BaseModel {
  static override tableName = 'seller_events';

  declare id: number;
  declare orderId: string;
  declare number: string | null;
  declare status: SellerOrderEvent['status'];
  declare kind: SellerOrderEvent['kind'];
  declare at: number;
}
