import type { Actor, OrderStatus } from '../../contract/order-status.ts';
import { BaseModel } from '../../db/base-model.ts';

export class OrderEventModel extends BaseModel {
  static override tableName = 'order_events';

  declare id: string;
  declare orderId: string;
  declare status: OrderStatus;
  declare by: Actor;
  declare at: number;
}
