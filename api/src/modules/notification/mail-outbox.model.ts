import type { OrderStatus } from '../../contract/order-status.ts';
import { BaseModel } from '../../db/base-model.ts';
import type { OrderMailKind } from './order-mail.ts';

/** `dropped`: over the recipient's hourly quota, never sent (see mail-outbox.ts). */
export type MailState = 'pending' | 'sending' | 'sent' | 'failed' | 'dropped';
export type MailAudience = 'shopper' | 'seller';
/** Order emails, and a reset link (password-mail.ts). */
export type MailKind = OrderMailKind | 'password-reset';

export class MailOutboxModel extends BaseModel {
  static override tableName = 'mail_outbox';

  declare id: string;
  declare kind: MailKind;
  /** The order an order email is about; null for a reset link. */
  declare orderId: string | null;
  declare status: OrderStatus | null;
  /** `edited` emails: the edit they are about. */
  declare editId: string | null;
  declare audience: MailAudience;
  /** A reset link's address, as typed (order emails look theirs up when sent). */
  declare recipient: string | null;
  /**
   * A reset link's language (the request's); null for order emails, which are written in
   * the order's language (the shopper's) or the sellers' when sent.
   */
  declare lang: string | null;
  /** A reset link until the email is sent, dropped or given up, then null. */
  declare link: string | null;
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
