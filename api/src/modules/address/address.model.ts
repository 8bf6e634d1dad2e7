import type { AddressFieldValues } from '../../contract/address-fields.ts';
import { BaseModel } from '../../db/base-model.ts';

// A row of `addresses`. Its columns are an interface merged into the class so the address
// fields' types come from the contract's one declaration, and so no class fields are
// emitted that would shadow the values objection sets.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- types only, see above
export interface AddressModel extends AddressFieldValues {
  id: string;
  userId: string;
  isDefault: boolean;
  createdAt: number;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- types only, see above
export class AddressModel extends BaseModel {
  static override tableName = 'addresses';
}
