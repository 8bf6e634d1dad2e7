import { BaseModel } from '../../db/base-model.ts';

export class SellerModel extends BaseModel {
  static override tableName = 'sellers';

  declare id: string;
  declare email: string;
  declare name: string;
  declare passwordHash: string;
  declare createdAt: number;
  declare updatedAt: number;
}
