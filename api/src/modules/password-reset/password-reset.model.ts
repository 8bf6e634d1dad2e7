import { BaseModel } from '../../db/base-model.ts';
import type { SessionKind } from '../session/session.service.ts';

/** One emailed reset link: only the token's SHA-256 hash is kept. */
export class PasswordResetModel extends BaseModel {
  static override tableName = 'password_resets';

  declare id: string;
  declare accountKind: SessionKind;
  declare accountId: string;
  declare tokenHash: string;
  declare expiresAt: number;
  declare usedAt: number | null;
  declare createdAt: number;
}
