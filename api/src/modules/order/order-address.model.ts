import { BaseModel } from '../../db/base-model.ts';

export class OrderAddressModel extends BaseModel {
  static override tableName = 'order_addresses';
  static override idColumn = 'orderId';

  declare orderId: string;
  declare addressId: string;
  declare firstName: string;
  declare lastName: string;
  declare email: string;
  declare street: string;
  declare city: string;
  declare state: string;
  declare zipcode: string;
  declare country: string;
  declare phone: string;
}
