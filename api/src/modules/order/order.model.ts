import type { RelationMappings } from 'objection';
import type { PaymentStatus, PaymentType } from '../../contract/order.ts';
import { BaseModel } from '../../db/base-model.ts';
import { OrderAddressModel } from './order-address.model.ts';
import { OrderItemModel } from './order-item.model.ts';

export class OrderModel extends BaseModel {
  static override tableName = 'orders';
  static override booleanColumns = ['isPaid'];

  declare id: string;
  declare userId: string;
  declare subtotalPaise: number;
  declare taxPaise: number;
  declare amountPaise: number;
  declare paymentType: PaymentType;
  declare paymentStatus: PaymentStatus;
  declare isPaid: boolean;
  declare status: string;
  declare checkoutSessionId: string | null;
  declare paidAt: number | null;
  declare paidAmountPaise: number | null;
  declare paidCurrency: string | null;
  declare createdAt: number;
  declare updatedAt: number;
  declare items?: OrderItemModel[];
  declare address?: OrderAddressModel;

  static override get relationMappings(): RelationMappings {
    return {
      items: {
        relation: BaseModel.HasManyRelation,
        modelClass: OrderItemModel,
        join: { from: 'orders.id', to: 'order_items.orderId' },
      },
      address: {
        relation: BaseModel.HasOneRelation,
        modelClass: OrderAddressModel,
        join: { from: 'orders.id', to: 'order_addresses.orderId' },
      },
    };
  }
}
