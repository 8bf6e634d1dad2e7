import { BaseModel } from '../../db/base-model.ts';

export class AddressModel extends BaseModel {
  static override tableName = 'addresses';

  declare id: string;
  declare userId: string;
  declare firstName: string;
  declare lastName: string;
  declare email: string;
  declare street: string;
  declare city: string;
  declare state: string;
  declare zipcode: string;
  declare country: string;
  declare phone: string;
  declare createdAt: number;
}
