import { BaseModel } from '../../db/base-model.ts';

export type SessionKind = 'user' | 'seller';

export class SessionModel extends BaseModel {
  static override tableName = 'sessions';

  declare id: string;
  declare kind: SessionKind;
  declare subjectId: string;
  declare createdAt: number;
  declare expiresAt: number;
}
