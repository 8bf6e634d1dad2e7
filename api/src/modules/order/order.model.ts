import type { RelationMappings } from 'objection';
import type { OrderChannel, PaymentStatus, PaymentType } from '../../contract/order.ts';
import type { OrderStatus, RefundStatus } from '../../contract/order-status.ts';
import type { TaxMode } from '../../contract/tax.ts';
import type { CancelReasonCode } from '../../contract/cancel-reason.ts';
import { BaseModel } from '../../db/base-model.ts';
import { OrderAddressModel } from './order-address.model.ts';
import { OrderEditModel } from './order-edit.model.ts';
import { OrderEventModel } from './order-event.model.ts';
import { OrderItemModel } from './order-item.model.ts';

export class OrderModel extends BaseModel {
  static override tableName = 'orders';
  static override booleanColumns = ['taxByRate'];

  declare id: string;
  declare userId: string;
  declare subtotalPaise: number;
  declare taxPaise: number;
  declare amountPaise: number;
  declare deliveryFeePaise: number;
  /** The shop's tax mode when the order was placed: its totals keep it. */
  declare taxMode: TaxMode;
  /** Taxed at each line's GST rate in `added` mode; false for orders placed at a flat 2%. */
  declare taxByRate: boolean;
  /** Why the shop cancelled it (contract/cancel-reason.ts), and its words for "other". */
  declare cancelReason: CancelReasonCode | null;
  declare cancelNote: string | null;
  /** The language the shopper ordered in (contract/languages.ts): emails about it use it. */
  declare lang: string;
  /** The slot booked, as it was (null when the shop had no slots). */
  declare slotId: string | null;
  declare slotDate: string | null;
  declare slotStart: string | null;
  declare slotEnd: string | null;
  declare paymentType: PaymentType;
  /** Where it was placed: the web shop, or a buyer app on ONDC. */
  declare channel: OrderChannel;
  /** An ONDC order: the buyer app's own id of it (unique per buyer app's account). */
  declare networkOrderId: string | null;
  declare paymentStatus: PaymentStatus;
  /** null for an online order until its money comes in (order-reference.ts). */
  declare number: string | null;
  declare status: OrderStatus;
  declare checkoutSessionId: string | null;
  declare paidAt: number | null;
  declare paidAmountPaise: number | null;
  declare paidCurrency: string | null;
  declare paymentProvider: string | null;
  declare providerPaymentId: string | null;
  declare refundStatus: RefundStatus | null;
  declare refundAttempt: number;
  declare refundId: string | null;
  declare refundedAt: number | null;
  declare refundRequestedAt: number | null;
  /** Unpaid online orders: when they stop holding their units. */
  declare paymentDueAt: number | null;
  /** How many times the seller edited it before packing (order-edit.service.ts): its version. */
  declare editCount: number;
  /** What its edits refunded or owe the shopper: a later cancel refunds only the rest. */
  declare editRefundPaise: number;
  declare createdAt: number;
  declare updatedAt: number;
  declare items?: OrderItemModel[];
  declare address?: OrderAddressModel;
  declare events?: OrderEventModel[];
  declare edits?: OrderEditModel[];

  static override get relationMappings(): RelationMappings {
    return {
      items: {
        relation: BaseModel.HasManyRelation,
        modelClass: OrderItemModel,
        join: { from: 'orders.id', to: 'order_items.orderId' },
      },
      address: {
        relation: BaseModel.HasOneRelation,
        modelClass: OrderAddressModel,
        join: { from: 'orders.id', to: 'order_addresses.orderId' },
      },
      events: {
        relation: BaseModel.HasManyRelation,
        modelClass: OrderEventModel,
        join: { from: 'orders.id', to: 'order_events.orderId' },
      },
      edits: {
        relation: BaseModel.HasManyRelation,
        modelClass: OrderEditModel,
        join: { from: 'orders.id', to: 'order_edits.orderId' },
      },
    };
  }
}
