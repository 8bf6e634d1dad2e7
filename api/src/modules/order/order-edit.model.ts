import type { EditedLine } from '../../contract/order-edit-words.ts';
import type { Actor, RefundStatus } from '../../contract/order-status.ts';
import { BaseModel } from '../../db/base-model.ts';

/** One seller's edit of an order before packing, and the partial refund it owes (if paid). */
export class OrderEditModel extends BaseModel {
  static override tableName = 'order_edits';
  static override jsonAttributes = ['lines'];

  declare id: string;
  declare orderId: string;
  /** The order's edit count after this edit: 1 for the first (its refund's key says it). */
  declare seq: number;
  declare by: Actor;
  declare reason: string;
  declare lines: EditedLine[];
  declare oldAmountPaise: number;
  declare newAmountPaise: number;
  declare refundPaise: number;
  declare refundStatus: RefundStatus | null;
  declare refundAttempt: number;
  declare refundId: string | null;
  declare refundRequestedAt: number | null;
  declare refundedAt: number | null;
  declare at: number;
}
