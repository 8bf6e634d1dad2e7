import type { AddressFieldValues } from '../../contract/address-fields.ts';
import { BaseModel } from '../../db/base-model.ts';

// An order's copy of its delivery address. Its columns are an interface merged into the
// class so the address fields' types come from the contract's one declaration, and so no
// class fields are emitted that would shadow the values objection sets.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- types only, see above
export interface OrderAddressModel extends AddressFieldValues {
  orderId: string;
  addressId: string;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- types only, see above
export class OrderAddressModel extends BaseModel {
  static override tableName = 'order_addresses';
  static override idColumn = 'orderId';
}
