import type { CartItems } from '../../contract/cart.ts';
import { BaseModel } from '../../db/base-model.ts';

export class UserModel extends BaseModel {
  static override tableName = 'users';
  static override jsonAttributes = ['cartItems'];

  declare id: string;
  declare name: string;
  declare email: string;
  declare passwordHash: string;
  declare cartItems: CartItems;
  declare createdAt: number;
  declare updatedAt: number;
}
