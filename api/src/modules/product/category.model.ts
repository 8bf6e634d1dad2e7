import { BaseModel } from '../../db/base-model.ts';

export class CategoryModel extends BaseModel {
  static override tableName = 'categories';

  declare id: string;
  declare name: string;
  declare nameKey: string;
  declare text: string | null;
  declare path: string;
  declare colour: string;
  declare image: string | null;
  declare imageWidth: number | null;
  declare imageHeight: number | null;
  declare position: number;
  declare retiredAt: number | null;
  declare createdAt: number;
  declare updatedAt: number;
}
