import type { OrderStatus } from '../../contract/order-status.ts';
import { BaseModel } from '../../db/base-model.ts';
import type { OrderMailKind } from './order-mail.ts';

/** `dropped`: over the recipient's hourly quota, never sent (see mail-outbox.ts). */
export type MailState = 'pending' | 'sending' | 'sent' | 'failed' | 'dropped';
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
  /** When it is next due: a retry while pending, the claim's end while sending; null when done. */
  declare nextAttemptAt: number | null;
  declare claimToken: string | null;
  declare claimedUntil: number | null;
  declare lastError: string | null;
  declare createdAt: number;
  declare sentAt: number | null;
}
