import type { OrderStatus } from '../../contract/order-status.ts';
import { BaseModel } from '../../db/base-model.ts';
import type { OrderMailKind } from './order-mail.ts';

export type MailState = 'pending' | 'sending' | 'sent' | 'failed';
export type MailAudience = 'shopper' | 'seller';

export class MailOutboxModel extends BaseModel {
  static override tableName = 'mail_outbox';

  declare id: string;
  declare kind: OrderMailKind;
  declare orderId: string;
  declare status: OrderStatus | null;
  declare audience: MailAudience;
  declare state: MailState;
  declare attempts: number;
  declare nextAttemptAt: number;
  declare claimToken: string | null;
  declare claimedUntil: number | null;
  declare lastError: string | null;
  declare createdAt: number;
  declare sentAt: number | null;
}
