import { BaseModel } from '../../db/base-model.ts';

export class SellerModel extends BaseModel {
  static override tableName = 'sellers';

  declare id: string;
  declare email: string;
  declare name: string;
  declare passwordHash: string;
  /** The console's language (contract/languages.ts): the seller's emails are written in it. */
  declare lang: string;
  /** Set when production start-up switched the account off (not SELLER_EMAIL). */
  declare disabledAt: number | null;
  declare createdAt: number;
  declare updatedAt: number;
}
