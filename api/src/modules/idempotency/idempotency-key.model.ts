import { BaseModel } from '../../db/base-model.ts';

export class IdempotencyKeyModel extends BaseModel {
  static override tableName = 'idempotency_keys';
  static override idColumn = ['userId', 'idempotencyKey'];

  declare userId: string;
  declare idempotencyKey: string;
  declare requestHash: string;
  declare claimId: string;
  declare responseStatus: number | null;
  declare responseBody: string | null;
  declare createdAt: number;
}
